import type { Draw } from './drawing';
import { circle, ellipse, keyboard, knob, knobs, line, path, rect, repeat } from './svg-kit';

// Pianos, synthesizers and controllers, seen from the front and a little above.

const WOOD = '#6b3f22';

export const digitalPiano: Draw = ({ paint }) => ({
  body:
    rect(140, 250, 520, 40, paint.shade, 6) + path('M250 250L270 170H530L550 250Z', paint.fill) +
    rect(120, 290, 560, 70, paint.fill, 8) + keyboard(140, 300, 520, 52, 52) +
    rect(130, 360, 540, 300, paint.fill, 4) + rect(150, 380, 500, 260, paint.shade, 2) +
    rect(130, 660, 30, 100, paint.shade) + rect(640, 660, 30, 100, paint.shade) + rect(160, 720, 480, 26, paint.shade) +
    rect(340, 740, 26, 14, '#c9a227', 4) + rect(387, 740, 26, 14, '#c9a227', 4) + rect(434, 740, 26, 14, '#c9a227', 4),
  focus: [400, 320],
});

export const stagePiano: Draw = ({ paint, leaf }) => {
  const accent = leaf === 'stage-pianos' ? '#c8102e' : paint.fill;
  return {
    body:
      path('M60 420L90 360H710L740 420Z', accent) + rect(60, 420, 680, 90, accent, 10) + rect(70, 500, 660, 30, '#000', 8, ' opacity=".2"') +
      keyboard(84, 432, 632, 70, 52) + knobs(120, 390, 6, 44, 9) + rect(420, 378, 110, 26, '#0e1a14', 4) + rect(430, 384, 60, 4, '#53e08f') +
      line('M200 530L180 760M600 530L620 760M180 760H230M570 760H620', '#555a63', 12, ' stroke-linecap="round"'),
    focus: [230, 420],
  };
};

export const grandPiano: Draw = ({ paint }) => ({
  body:
    path('M130 470L150 380C160 330 240 300 330 300C470 300 560 230 640 230C700 230 720 290 700 360L670 470Z', paint.fill) +
    path('M150 380L360 120L380 140L200 390Z', paint.shade) + path('M200 390L380 140C470 200 560 220 640 230C560 260 470 300 330 300C260 300 210 340 200 390Z', paint.fill, ' opacity=".96"') +
    rect(130, 470, 540, 70, paint.fill, 4) + keyboard(150, 468, 240, 28, 52) + rect(140, 496, 260, 10, paint.shade) +
    rect(160, 540, 26, 220, paint.fill) + rect(620, 540, 26, 220, paint.fill) + rect(420, 540, 22, 160, paint.fill) +
    path('M412 700H450L460 760H402Z', '#c9a227') + line('M260 300L300 120', '#d7d0c0', 4),
  focus: [270, 480],
});

export const uprightPiano: Draw = ({ paint }) => ({
  body:
    rect(170, 160, 460, 330, paint.fill, 8) + rect(200, 190, 400, 240, paint.shade, 6) + rect(150, 150, 500, 26, paint.shade, 6) +
    rect(160, 480, 480, 40, paint.fill, 4) + keyboard(180, 486, 440, 40, 52) + rect(170, 530, 460, 210, paint.fill, 4) + rect(200, 560, 400, 150, paint.shade, 6) +
    rect(180, 740, 40, 20, paint.shade) + rect(580, 740, 40, 20, paint.shade) + repeat(3, (i) => rect(350 + i * 40, 716, 22, 12, '#c9a227', 4)),
  focus: [400, 500],
});

export const synthesizer: Draw = ({ paint, leaf }) => {
  const analog = leaf === 'analog-synthesizers';
  const panel = analog ? '#1f1f22' : paint.fill;
  return {
    body:
      path('M110 380L140 240H660L690 380Z', panel) + rect(110, 380, 580, 130, panel, 6) + keyboard(150, 400, 500, 96, 22) +
      (analog ? rect(96, 236, 34, 290, WOOD, 8) + rect(670, 236, 34, 290, WOOD, 8) : '') +
      repeat(3, (r) => knobs(185 + r * 12, 270 + r * 36, 9, 56 - r * 1.5, 11, r === 0 ? '#d8d8dc' : '#2a2a2e')) +
      rect(140, 420, 10, 70, '#444', 4) + line('M125 430v50', '#999', 6, ' stroke-linecap="round"') +
      (analog ? '' : rect(480, 250, 120, 30, '#0b1e2a', 4) + rect(490, 258, 70, 6, '#4fd1ff')),
    focus: [360, 300],
  };
};

export const eurorackModule: Draw = ({ paint }) => ({
  body:
    rect(300, 120, 200, 580, '#c9cbd0', 6) + rect(310, 130, 180, 560, paint.light ? '#f2f2f0' : '#1f2024', 4) +
    knob(400, 220, 40, '#2b2c30') + knobs(355, 330, 2, 90, 22, '#2b2c30') + knobs(355, 420, 2, 90, 16, '#9aa0aa') +
    repeat(6, (i) => circle(345 + (i % 3) * 55, 530 + Math.floor(i / 3) * 70, 14, '#d9dbe0') + circle(345 + (i % 3) * 55, 530 + Math.floor(i / 3) * 70, 6, '#111')) +
    circle(400, 480, 6, '#ff5a36') + repeat(2, (i) => circle(318, 138 + i * 540, 4, '#777') + circle(482, 138 + i * 540, 4, '#777')),
  focus: [400, 300],
});

export const portableKeyboard: Draw = ({ paint }) => ({
  body:
    path('M80 380L110 270H690L720 380Z', paint.fill) + rect(80, 380, 640, 120, paint.fill, 10) + keyboard(110, 392, 580, 100, 36) +
    repeat(2, (i) => ellipse(190 + i * 420, 318, 56, 30, '#1b1b1d') + ellipse(190 + i * 420, 318, 46, 22, '#2e2e31')) +
    rect(330, 288, 140, 44, '#0c1c24', 4) + rect(340, 296, 90, 8, '#56d4ff') + repeat(8, (i) => rect(290 + i * 28, 344, 20, 12, i % 3 ? '#d6d6da' : '#ff6b3d', 3)),
  focus: [400, 320],
});

export const midiController: Draw = ({ paint }) => ({
  body:
    path('M90 390L110 300H690L710 390Z', paint.fill) + rect(90, 390, 620, 110, paint.fill, 10) + keyboard(180, 402, 510, 92, 29) +
    repeat(8, (i) => rect(380 + (i % 4) * 62, 310 + Math.floor(i / 4) * 40, 50, 30, '#35363b', 6, i === 2 ? ' stroke="#ff4f6d" stroke-width="3"' : '')) +
    knobs(150, 325, 4, 48, 11) + rect(112, 420, 18, 64, '#222', 6) + rect(142, 420, 18, 64, '#222', 6),
  focus: [420, 340],
});

export const padController: Draw = ({ paint }) => {
  const colours = ['#ff4f6d', '#ffb648', '#4fd1ff', '#6ee07c'];
  return {
    body:
      path('M190 620L220 200H580L610 620Z', paint.fill === '#2a2b2f' ? '#1e1f23' : paint.fill) + rect(190, 620, 420, 30, '#111', 8) +
      repeat(16, (i) => rect(250 + (i % 4) * 78, 300 + Math.floor(i / 4) * 78, 64, 64, '#2d2e33', 8, ` stroke="${colours[(i + Math.floor(i / 4)) % 4]}" stroke-width="4"`)) +
      knobs(270, 245, 4, 80, 14, '#3a3b40'),
    focus: [400, 380],
  };
};
