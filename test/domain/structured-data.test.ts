import { describe, expect, it } from 'vitest';
import { itemCondition, openingHoursSpecification, videoJsonLd, withItemCondition } from '../../src/domain/structured-data';

describe('openingHoursSpecification: the editors’ hours as schema.org days', () => {
  it('weekdays, Saturday and Sunday each become one entry; closed or unreadable days are left out', () => {
    expect(openingHoursSpecification({ weekdays: '10am-6pm', saturday: '10am - 5pm', sunday: 'Closed' })).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '17:00' },
    ]);
    expect(openingHoursSpecification({ weekdays: '9:30-5:30', saturday: 'by appointment', sunday: '12:00-4:00' })).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:30', closes: '17:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '12:00', closes: '16:00' },
    ]);
  });
});

describe('itemCondition: open box is UsedCondition', () => {
  it.each([
    [true, 'https://schema.org/UsedCondition'],
    [false, 'https://schema.org/NewCondition'],
  ])('open box %s → %s', (openBox, condition) => {
    expect(itemCondition(openBox)).toBe(condition);
    expect(withItemCondition({ offers: { price: '1' } }, openBox)).toEqual({ offers: { price: '1', itemCondition: condition } });
    expect(withItemCondition({ offers: [{ price: '1' }, { price: '2' }] }, openBox)).toEqual({ offers: [{ price: '1', itemCondition: condition }, { price: '2', itemCondition: condition }] });
  });
});

describe('videoJsonLd', () => {
  it('a YouTube video gets its thumbnail and embed URL', () => {
    const ld = videoJsonLd({ name: 'N', description: 'D', url: 'https://www.youtube.com/watch?v=abc123XYZ', thumbnailUrl: 'https://x/t.jpg' });
    expect(ld).toMatchObject({ '@type': 'VideoObject', thumbnailUrl: ['https://i.ytimg.com/vi/abc123XYZ/hqdefault.jpg'], embedUrl: 'https://www.youtube.com/embed/abc123XYZ' });
  });
  it('another video file keeps its own address and the given thumbnail', () => {
    expect(videoJsonLd({ name: 'N', description: 'D', url: 'https://cdn.example/v.mp4', thumbnailUrl: 'https://x/t.jpg' })).toMatchObject({ contentUrl: 'https://cdn.example/v.mp4', thumbnailUrl: ['https://x/t.jpg'] });
  });
});
