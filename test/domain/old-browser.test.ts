import { describe, expect, it } from 'vitest';
import { browserVersion, isOutdatedBrowser, shouldShowOldBrowserNotice } from '../../src/domain/old-browser';

const ios = (v: string) => `Mozilla/5.0 (iPhone; CPU iPhone OS ${v} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.0 Mobile/15E148 Safari/604.1`;
const ipad = (v: string) => `Mozilla/5.0 (iPad; CPU OS ${v} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148`;
const chrome = (v: string) => `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v} Safari/537.36`;
const firefox = (v: string) => `Mozilla/5.0 (X11; Linux x86_64; rv:${v}) Gecko/20100101 Firefox/${v}`;

describe('Minimum browsers: iOS Safari 14.6, Chrome 92, Firefox 87', () => {
  it.each([
    { name: 'iOS 14.5 is outdated', ua: ios('14_5'), outdated: true },
    { name: 'iOS 14.6 is fine', ua: ios('14_6'), outdated: false },
    { name: 'iOS 14.6.1 is fine', ua: ios('14_6_1'), outdated: false },
    { name: 'iOS 13.7 is outdated', ua: ios('13_7'), outdated: true },
    { name: 'iOS 15 without a minor is fine', ua: ios('15'), outdated: false },
    { name: 'iOS 14 without a minor is outdated', ua: ios('14'), outdated: true },
    { name: 'iPadOS 14.5 is outdated', ua: ipad('14_5'), outdated: true },
    { name: 'Chrome on iOS follows the iOS version', ua: `${ios('14_4')} CriOS/120.0`, outdated: true },
    { name: 'Chrome 91 is outdated', ua: chrome('91.0.4472.124'), outdated: true },
    { name: 'Chrome 92 is fine', ua: chrome('92.0.4515.107'), outdated: false },
    { name: 'Firefox 86 is outdated', ua: firefox('86.0'), outdated: true },
    { name: 'Firefox 87 is fine', ua: firefox('87.0'), outdated: false },
    { name: 'desktop Safari is not judged', ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1 Safari/605.1.15', outdated: false },
    { name: 'an unknown browser is not judged', ua: 'SomethingElse/1.0', outdated: false },
  ])('$name', ({ ua, outdated }) => {
    expect(isOutdatedBrowser(ua)).toBe(outdated);
  });

  it.each([
    { ua: ios('14_6'), expected: { family: 'ios', major: 14, minor: 6 } },
    { ua: chrome('92.1'), expected: { family: 'chrome', major: 92, minor: 1 } },
    { ua: 'Chrome/99', expected: { family: 'chrome', major: 99, minor: 0 } },
    { ua: firefox('87.2'), expected: { family: 'firefox', major: 87, minor: 2 } },
    { ua: 'Firefox/88', expected: { family: 'firefox', major: 88, minor: 0 } },
    { ua: 'curl/8', expected: null },
    { ua: ios('14_10'), expected: { family: 'ios', major: 14, minor: 10 } },
    { ua: chrome('92.12'), expected: { family: 'chrome', major: 92, minor: 12 } },
    { ua: firefox('87.15'), expected: { family: 'firefox', major: 87, minor: 15 } },
  ])('reads $expected', ({ ua, expected }) => {
    expect(browserVersion(ua)).toEqual(expected);
  });
});

describe('Old-browser notice: shown at most once per calendar day (remembered locally) when the browser is below the minimum version', () => {
  it.each([
    { name: 'never shown before: shown', ua: chrome('80.0'), last: null, expected: true },
    { name: 'shown yesterday: shown again', ua: chrome('80.0'), last: '2025-03-09', expected: true },
    { name: 'shown today: not again', ua: chrome('80.0'), last: '2025-03-10', expected: false },
    { name: 'a current browser: never', ua: chrome('124.0'), last: null, expected: false },
  ])('$name', ({ ua, last, expected }) => {
    expect(shouldShowOldBrowserNotice(ua, '2025-03-10', last)).toBe(expected);
  });
});
