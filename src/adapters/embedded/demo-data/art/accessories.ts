import type { Draw } from './drawing';
import { circle, ellipse, group, line, path, rect, repeat } from './svg-kit';

// Strings, cables, stands, cases, picks and the other small things.

export const stringSet: Draw = ({ paint, leaf }) => {
  const bronze = leaf === 'acoustic-guitar-strings';
  const wire = bronze ? '#c9a04a' : '#c9ccd2';
  return {
    body: rect(200, 160, 400, 520, paint.fill, 16) + rect(200, 160, 400, 120, paint.shade, 16) + rect(230, 310, 340, 340, '#f6f3ee', 170) +
      repeat(leaf === 'bass-guitar-strings' ? 4 : 6, (i) => circle(400, 480, 150 - i * 18, 'none', ` stroke="${wire}" stroke-width="${leaf === 'bass-guitar-strings' ? 6 : 3}"`)) +
      circle(400, 480, 30, '#9b6b2a') + rect(250, 200, 300, 40, '#fff', 6, ' opacity=".85"'),
    focus: [400, 480],
  };
};

export const cable: Draw = ({ leaf }) => {
  const xlr = leaf === 'microphone-cables';
  const end = (x: number, y: number, angle: number) =>
    group(`rotate(${angle} ${x} ${y})`, xlr ? rect(x - 24, y, 48, 110, '#26272b', 12) + rect(x - 22, y + 100, 44, 40, '#c9ccd2', 6) : rect(x - 18, y, 36, 100, '#26272b', 10) + rect(x - 8, y + 100, 16, 80, '#c9ccd2', 4) + circle(x, y + 186, 8, '#c9a227'));
  const loops = repeat(4, (i) => ellipse(400, 420 + i * 10, 200 - i * 14, 150 - i * 10, 'none', ' stroke="#1b1b1d" stroke-width="14"'));
  return { body: loops + line('M220 470C180 560 200 620 210 660M580 470C640 540 610 600 590 640', '#1b1b1d', 14) + end(210, 640, 10) + end(590, 620, -10), focus: [210, 720] };
};

export const patchCables: Draw = () => ({
  body: repeat(3, (i) => {
    const y = 260 + i * 170;
    const colour = ['#c0392b', '#2f6fb3', '#e0a526'][i]!;
    return line(`M230 ${y}C300 ${y - 80} 500 ${y - 80} 570 ${y}`, colour, 14) + rect(200, y, 60, 40, '#26272b', 8) + rect(540, y, 60, 40, '#26272b', 8) + rect(214, y + 40, 14, 40, '#c9ccd2') + rect(572, y + 40, 14, 40, '#c9ccd2');
  }),
  focus: [400, 430],
});

export const guitarStand: Draw = () => ({
  body: line('M400 140V560M400 560L220 760M400 560L580 760M300 560H500M330 560V480M470 560V480', '#2a2b30', 14, ' stroke-linecap="round"') + rect(310, 470, 40, 20, '#c0392b', 8) + rect(450, 470, 40, 20, '#c0392b', 8) + path('M360 140C360 110 440 110 440 140', '#c0392b'),
  focus: [400, 480],
});

export const microphoneStand: Draw = () => ({
  body: line('M400 300V640M400 640L240 760M400 640L560 760M400 640V760M400 320L620 160', '#2a2b30', 12, ' stroke-linecap="round"') + circle(400, 320, 14, '#55575e') + rect(600, 130, 50, 40, '#2a2b30', 10),
  focus: [600, 160],
});

export const keyboardStand: Draw = () => ({
  body: line('M200 360L600 720M600 360L200 720M150 360H310M490 360H650M150 720H260M540 720H650', '#2a2b30', 18, ' stroke-linecap="round"') + circle(400, 540, 20, '#55575e'),
  focus: [400, 540],
});

/** A guitar-shaped body: lower bout, upper bout and neck, for cases and bags. */
const guitarShaped = (fill: string, grow = 0) =>
  ellipse(400, 620, 170 + grow, 140 + grow, fill) + ellipse(400, 430, 130 + grow, 110 + grow, fill) + rect(360 - grow, 120 - grow, 80 + grow * 2, 300, fill, 30);

export const guitarCase: Draw = ({ paint }) => ({
  body: guitarShaped('#111', 8) + guitarShaped(paint.fill) + line('M232 600C250 380 300 330 360 300V130', '#c9ccd2', 5) +
    repeat(3, (i) => rect(214 + i * 4, 470 + i * 90, 22, 34, '#c9a227', 4)) + rect(200, 560, 20, 90, '#1b1b1d', 8),
  focus: [300, 560],
});

export const gigBag: Draw = ({ paint }) => ({
  body: guitarShaped(paint.fill) +
    line('M400 130V750', paint.shade, 6, ' stroke-dasharray="10 6"') + rect(300, 540, 200, 160, paint.shade, 20) + rect(320, 560, 160, 12, '#111', 6),
  focus: [400, 560],
});

export const picks: Draw = ({ paint }) => {
  const pick = (angle: number, fill: string) => group(`rotate(${angle} 400 460)`, path('M400 260C500 260 560 300 540 380C520 460 440 560 400 580C360 560 280 460 260 380C240 300 300 260 400 260Z', fill));
  return { body: pick(-28, '#e0a526') + pick(0, '#2f6fb3') + pick(28, paint.fill), focus: [400, 420] };
};

export const capo: Draw = ({ paint }) => ({
  body: path('M220 300H580C620 300 620 360 580 360H260V460C260 520 220 520 220 460Z', paint.fill) + rect(250, 360, 340, 40, '#1b1b1d', 14) + path('M560 300L640 180L680 200L600 320Z', paint.fill),
  focus: [400, 360],
});

export const tuner: Draw = ({ paint }) => ({
  body: rect(260, 180, 280, 220, '#1b1b1d', 40) + rect(290, 210, 220, 160, '#0d1e28', 16) + path('M330 330A70 70 0 0 1 470 330', 'none', ' stroke="#6ee07c" stroke-width="8"') + line('M400 340L430 260', '#fff', 5) +
    rect(380, 400, 40, 120, paint.fill === '#2a2b2f' ? '#2a2b30' : paint.fill, 10) + path('M320 520H480L460 620H340Z', '#2a2b30'),
  focus: [400, 290],
});

export const strap: Draw = ({ paint }) => ({
  body: path('M130 260C300 180 520 640 690 540L700 600C520 720 300 260 140 330Z', paint.fill) + line('M150 290C300 230 520 680 690 570', paint.shade, 4, ' stroke-dasharray="12 8"') + rect(110, 250, 50, 90, '#3a2415', 12) + rect(670, 520, 50, 90, '#3a2415', 12),
  focus: [400, 420],
});
