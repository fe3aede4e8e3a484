import type { Draw } from './drawing';
import { circle, cone, ellipse, group, knob, knobs, line, path, rect, repeat } from './svg-kit';

// Amplifiers and pedals, PA and studio gear, DJ gear, lights and headphones.

const TOLEX = '#1e1e20';
const GRILLE = '#3b3630';
const GOLD = '#c9a227';
const METAL = '#c9ccd2';

const grille = (x: number, y: number, w: number, h: number, cloth = GRILLE) =>
  rect(x, y, w, h, cloth, 8) + line(repeat(Math.floor(w / 14), (i) => `M${x + 7 + i * 14} ${y}v${h}`), '#000', 2, ' opacity=".18"');

export const guitarAmp: Draw = ({ paint, back }) => {
  const skin = paint.hex === '#2a2b2f' ? TOLEX : paint.fill;
  if (back) return { body: rect(140, 200, 520, 540, skin, 26) + rect(170, 250, 460, 170, '#111', 10) + repeat(4, (i) => rect(220 + i * 100, 280, 36, 90, '#d98a3a', 14, ' opacity=".8"')) + cone(400, 570, 130), focus: [400, 320] };
  return {
    body: rect(140, 200, 520, 540, skin, 26) + rect(168, 226, 464, 96, GOLD, 10) + knobs(220, 274, 7, 58, 14) + circle(590, 274, 8, '#ff3b2f') +
      grille(170, 346, 460, 370) + rect(330, 360, 140, 26, '#f2efe6', 6, ' opacity=".9"') + rect(340, 150, 120, 50, skin, 14),
    focus: [400, 274],
  };
};

/** A bass combo: tall, a 15-inch cone and a horn behind a black metal grille, a silver panel with a graphic EQ. */
export const bassAmp: Draw = ({ paint, back }) => {
  const skin = paint.hex === '#2a2b2f' ? TOLEX : paint.fill;
  if (back) {
    return {
      body: rect(150, 110, 500, 660, skin, 20) + rect(180, 140, 440, 110, '#111', 10) + repeat(3, (i) => circle(270 + i * 130, 195, 20, '#3a3a3e')) +
        rect(190, 290, 420, 440, '#151517', 12) + cone(400, 500, 170) + rect(260, 700, 280, 20, METAL, 6),
      focus: [400, 195],
    };
  }
  return {
    body: rect(150, 110, 500, 660, skin, 20) + rect(172, 130, 456, 104, METAL, 8) + knobs(212, 170, 4, 52, 13) +
      repeat(7, (i) => rect(432 + i * 24, 148, 6, 62, '#2a2a2e', 3) + rect(426 + i * 24, 168 + ((i * 13) % 30), 18, 10, '#111', 3)) + circle(212, 212, 6, '#3fb950') +
      rect(172, 252, 456, 496, '#1a1b1e', 10) + line(repeat(16, (i) => `M${186 + i * 28} 262v476`), '#000', 3, ' opacity=".35"') +
      cone(400, 460, 170) + circle(400, 680, 34, '#222225') + circle(400, 680, 16, '#3a3a3e') + rect(300, 80, 200, 30, skin, 12),
    focus: [400, 460],
  };
};

/** A bass head: slim and wide, a silver front with a row of knobs and a graphic EQ, a vent along the top. */
export const bassAmpHead: Draw = ({ back }) => ({
  body: back
    ? rect(100, 320, 600, 200, TOLEX, 18) + rect(130, 350, 540, 140, '#111', 10) + repeat(6, (i) => rect(170 + i * 80, 380, 44, 80, '#2a2a2e', 6)) + circle(620, 420, 16, METAL)
    : rect(100, 320, 600, 200, TOLEX, 18) + rect(124, 344, 552, 152, METAL, 10) + line(repeat(20, (i) => `M${150 + i * 26} 356v20`), '#555', 3) +
      knobs(160, 440, 6, 54, 14) + repeat(9, (i) => rect(496 + i * 18, 400, 5, 80, '#2a2a2e', 2) + rect(491 + i * 18, 418 + ((i * 11) % 44), 15, 9, '#111', 2)) +
      circle(150, 475, 6, '#3fb950') + rect(320, 280, 160, 40, TOLEX, 14),
  focus: [400, 440],
});

export const ampHead: Draw = ({ back }) => ({
  body: back
    ? rect(110, 300, 580, 240, TOLEX, 22) + rect(140, 330, 520, 180, '#111', 10) + repeat(4, (i) => rect(200 + i * 110, 360, 40, 110, '#d98a3a', 16, ' opacity=".8"'))
    : rect(110, 300, 580, 240, TOLEX, 22) + rect(140, 330, 520, 70, GRILLE, 8) + rect(140, 420, 520, 90, GOLD, 10) + knobs(190, 465, 8, 58, 15) + rect(330, 340, 140, 24, '#f2efe6', 6) + rect(320, 250, 160, 50, TOLEX, 16),
  focus: [400, 460],
});

export const speakerCabinet: Draw = ({ back }) => ({
  body: back
    ? rect(170, 140, 460, 600, TOLEX, 24) + rect(200, 170, 400, 540, '#2a2a2c', 8) + rect(340, 420, 120, 70, '#111', 8) + circle(380, 455, 12, '#666') + circle(420, 455, 12, '#666')
    : rect(170, 140, 460, 600, TOLEX, 24) + grille(196, 166, 408, 548) + repeat(4, (i) => circle(300 + (i % 2) * 200, 330 + Math.floor(i / 2) * 220, 90, '#000', ' opacity=".12"')) + rect(340, 180, 120, 26, '#f2efe6', 6),
  focus: [400, 330],
});

export const effectsPedal: Draw = ({ paint }) => ({
  body:
    rect(250, 150, 300, 500, paint.shade, 28) + rect(256, 150, 288, 490, paint.fill, 26) + knobs(320, 250, 3, 80, 30, '#1b1b1d') +
    circle(400, 340, 9, '#ff3b2f') + rect(300, 380, 200, 90, paint.light ? '#1b1b1d' : '#f2efe6', 8, ' opacity=".12"') +
    circle(400, 560, 44, METAL) + circle(400, 560, 30, '#9ea2aa') + rect(226, 300, 24, 44, '#5a5d64', 4) + rect(550, 300, 24, 44, '#5a5d64', 4),
  focus: [400, 260],
});

export const multiEffects: Draw = () => ({
  body:
    path('M80 640L110 300H690L720 640Z', '#2a2b30') + rect(80, 640, 640, 30, '#17181b', 8) + rect(270, 330, 260, 110, '#0d1e28', 8) + rect(290, 350, 160, 12, '#4fd1ff') + rect(290, 376, 110, 12, '#ffb648') +
    knobs(150, 380, 2, 60, 16) + knobs(590, 380, 2, 60, 16) + repeat(6, (i) => circle(170 + (i % 3) * 150, 500 + Math.floor(i / 3) * 90, 26, METAL) + circle(170 + (i % 3) * 150, 462 + Math.floor(i / 3) * 90, 6, i === 1 ? '#6ee07c' : '#ff3b2f')) +
    path('M560 470H680L690 620H550Z', '#17181b'),
  focus: [400, 400],
});

export const paSpeaker: Draw = ({ back }) => ({
  body: back
    ? path('M220 120H580L620 740H180Z', '#1c1d20') + rect(300, 420, 200, 240, '#2a2b30', 10) + knobs(340, 470, 3, 60, 14) + repeat(4, (i) => circle(340 + (i % 2) * 120, 560 + Math.floor(i / 2) * 60, 14, '#c9ccd2'))
    : path('M220 120H580L620 740H180Z', '#1c1d20') + rect(230, 140, 340, 580, '#2a2b30', 10) + line(repeat(40, (i) => `M230 ${150 + i * 14}h340`), '#1c1d20', 4) + path('M300 170H500L470 300H330Z', '#111') + cone(400, 520, 150) + rect(370, 100, 60, 20, '#444', 6),
  focus: [400, 240],
});

export const subwoofer: Draw = ({ back }) => ({
  body: rect(160, 220, 480, 520, '#1c1d20', 18) + (back ? rect(300, 380, 200, 200, '#2a2b30', 10) + knobs(340, 430, 3, 60, 14) : rect(180, 240, 440, 480, '#2a2b30', 10) + cone(400, 480, 190)) + rect(380, 180, 40, 40, '#444', 6),
  focus: [400, 480],
});

export const columnPa: Draw = () => ({
  body: rect(340, 80, 120, 400, '#1c1d20', 14) + repeat(7, (i) => circle(400, 120 + i * 50, 20, '#2e2f34') + circle(400, 120 + i * 50, 8, '#111')) + rect(390, 480, 20, 30, '#444') +
    rect(250, 510, 300, 250, '#1c1d20', 16) + rect(270, 530, 260, 210, '#2a2b30', 10) + cone(400, 635, 90),
  focus: [400, 300],
});

export const mixer: Draw = ({ paint, leaf }) => {
  const dj = leaf === 'dj-mixers';
  const strips = dj ? 4 : leaf === 'digital-mixers' ? 10 : 8;
  const left = dj ? 240 : 120;
  const width = dj ? 320 : 560;
  const dx = width / strips;
  return {
    body:
      path(`M${left - 20} 680L${left} 200H${left + width}L${left + width + 20} 680Z`, paint.fill === '#2a2b2f' ? '#2b2c31' : paint.fill) +
      repeat(strips, (i) => knobs(left + dx / 2 + i * dx, 250, 1, 0, Math.min(14, dx / 3)) + knobs(left + dx / 2 + i * dx, 300, 1, 0, Math.min(12, dx / 3), '#c0392b') + knobs(left + dx / 2 + i * dx, 350, 1, 0, Math.min(12, dx / 3), '#2f6fb3') +
        rect(left + dx / 2 + i * dx - 3, 420, 6, 190, '#111', 3) + rect(left + dx / 2 + i * dx - 12, 470 + ((i * 37) % 90), 24, 34, '#d8d8dc', 4)) +
      (leaf === 'digital-mixers' ? rect(left + width - 140, 216, 120, 80, '#0d1e28', 6) + rect(left + width - 130, 226, 70, 8, '#4fd1ff') : '') +
      (dj ? rect(340, 630, 120, 12, '#111', 6) + rect(388, 620, 24, 32, '#d8d8dc', 4) : ''),
    focus: [left + width / 2, 420],
  };
};

const handheldMic = (x: number, y: number, scale: number, body = '#26272b') =>
  group(`translate(${x} ${y}) scale(${scale})`, path('M-34 60L-22 420H22L34 60Z', body) + circle(0, 0, 78, '#9ea2aa') + circle(0, 0, 78, 'none', ' stroke="#6b6f78" stroke-width="4"') +
    line('M-70 -30H70M-76 0H76M-70 30H70M-30 -70V70M0 -78V78M30 -70V70', '#6b6f78', 3, ' opacity=".7"') + rect(-38, 60, 76, 30, '#44464c', 6) + rect(-22, 420, 44, 20, '#9ea2aa', 4));

export const microphone: Draw = () => ({ body: group('rotate(-30 400 420)', handheldMic(400, 200, 1)), focus: [330, 260] });

export const wirelessMicrophone: Draw = () => ({
  body: group('rotate(-24 300 420)', handheldMic(300, 200, 0.9)) + rect(420, 520, 300, 120, '#1f2024', 10) + rect(450, 550, 110, 40, '#0d1e28', 4) + rect(460, 562, 60, 8, '#6ee07c') + knob(650, 580, 22) + line('M450 520L420 360M690 520L720 360', '#333', 8, ' stroke-linecap="round"'),
  focus: [560, 560],
});

export const rackUnit: Draw = ({ paint, leaf }) => {
  const twoU = leaf === 'power-amplifiers';
  const h = twoU ? 200 : 110;
  const face = paint.fill === '#2a2b2f' ? (leaf === 'compressors-eq' ? '#b8bcc4' : '#202126') : paint.fill;
  return {
    body:
      rect(50, 400 - h / 2, 700, h, face, 6) + rect(50, 400 - h / 2, 40, h, '#9ea2aa', 4) + rect(710, 400 - h / 2, 40, h, '#9ea2aa', 4) +
      knobs(150, 400, twoU ? 2 : 6, twoU ? 440 : 80, twoU ? 34 : 20, '#2b2c30') + rect(twoU ? 260 : 610, twoU ? 350 : 380, twoU ? 280 : 80, twoU ? 100 : 40, '#111', 6) +
      (twoU ? line(repeat(16, (i) => `M${276 + i * 16} 366v68`), '#333', 6) : rect(620, 390, 40, 20, '#ffb648', 3)),
    focus: [300, 400],
  };
};

export const inEarSystem: Draw = () => ({
  body: rect(120, 480, 420, 110, '#1f2024', 8) + rect(150, 510, 120, 40, '#0d1e28', 4) + knob(470, 535, 24) + line('M140 480L120 330', '#333', 8, ' stroke-linecap="round"') +
    rect(560, 260, 140, 220, '#2a2b30', 18) + rect(580, 290, 100, 50, '#0d1e28', 4) + line('M600 260L600 180', '#333', 6) +
    line('M630 480C640 600 520 660 460 700M630 480C650 620 620 700 560 730', '#222', 5) + ellipse(460, 704, 22, 16, '#3a6fb0') + ellipse(560, 734, 22, 16, '#c0392b'),
  focus: [620, 330],
});

export const stageLight: Draw = ({ paint }) => {
  const shell = paint.fill === '#2a2b2f' ? '#1f2024' : paint.fill;
  return {
    body:
      path('M330 420L80 790H720L470 420Z', '#fff7c2', ' opacity=".35"') + line('M280 330C280 180 520 180 520 330', '#55575e', 16) +
      rect(280, 240, 240, 220, shell, 28) + ellipse(400, 440, 120, 34, '#d9dbe0') + repeat(7, (i) => circle(340 + (i % 4) * 40 + (i > 3 ? 20 : 0), 432 + (i > 3 ? 14 : 0), 10, ['#ff4f6d', '#6ee07c', '#4fa3ff', '#fff'][i % 4]!)),
    focus: [400, 420],
  };
};

export const movingHead: Draw = () => ({
  body: path('M360 360L120 20H280L440 360Z', '#d7f0ff', ' opacity=".35"') + rect(260, 600, 280, 150, '#1f2024', 16) + rect(300, 640, 120, 40, '#0d1e28', 4) +
    path('M280 600V380H320V600ZM480 600V380H520V600Z', '#2a2b30') + circle(400, 420, 110, '#2a2b30') + circle(400, 380, 60, '#d9e6ef') + circle(400, 380, 40, '#ffffff'),
  focus: [400, 400],
});

export const strobe: Draw = () => ({
  body: rect(160, 320, 480, 200, '#1f2024', 16) + rect(190, 350, 420, 140, '#f8f8f2', 8) + line(repeat(14, (i) => `M${205 + i * 29} 355v130`), '#d8d8d0', 6) + line('M280 320C280 220 520 220 520 320', '#55575e', 14),
  focus: [400, 420],
});

export const fogMachine: Draw = () => ({
  body: rect(260, 420, 360, 220, '#1f2024', 16) + rect(290, 450, 120, 60, '#2f6fb3', 6) + rect(200, 500, 60, 40, '#55575e', 6) +
    circle(170, 500, 50, '#fff', ' opacity=".6"') + circle(110, 450, 70, '#fff', ' opacity=".45"') + circle(150, 360, 60, '#fff', ' opacity=".35"'),
  focus: [300, 500],
});

export const lightingController: Draw = () => ({
  body: path('M100 650L130 250H670L700 650Z', '#2a2b30') + repeat(12, (i) => rect(160 + i * 42, 420, 6, 170, '#111', 3) + rect(151 + i * 42, 470 + ((i * 29) % 90), 24, 30, '#d8d8dc', 4)) +
    repeat(12, (i) => rect(150 + i * 42, 300, 26, 26, i % 4 === 0 ? '#ffb648' : '#44464c', 5)) + rect(160, 350, 200, 40, '#0d1e28', 4),
  focus: [400, 420],
});

export const truss: Draw = ({ paint }) => ({
  body: line('M60 340H740M60 500H740', paint.hex, 16) + line(repeat(14, (i) => `M${60 + i * 52} 340L${86 + i * 52} 500L${112 + i * 52} 340`), paint.hex, 7) +
    line('M120 500V760M680 500V760M60 760H180M620 760H740', '#8c9099', 12),
  focus: [300, 420],
});

export const audioInterface: Draw = ({ paint }) => {
  const face = paint.fill === '#2a2b2f' ? '#c0392b' : paint.fill;
  return {
    body: path('M120 520L160 330H640L680 520Z', face) + rect(120, 520, 560, 90, face, 12) + rect(120, 600, 560, 14, '#000', 6, ' opacity=".25"') +
      repeat(2, (i) => circle(230 + i * 110, 420, 34, '#1b1b1d') + circle(230 + i * 110, 420, 42, 'none', ' stroke="#6ee07c" stroke-width="5"')) + knob(560, 420, 56, '#1b1b1d') +
      repeat(2, (i) => circle(200 + i * 110, 565, 26, '#2b2c30') + circle(200 + i * 110, 565, 10, '#111')) + circle(560, 565, 14, '#111'),
    focus: [400, 430],
  };
};

export const studioMonitor: Draw = ({ paint, back }) => {
  const cab = paint.fill;
  if (back) return { body: rect(260, 140, 280, 600, cab, 18) + rect(300, 440, 200, 200, '#1b1b1d', 10) + knobs(340, 490, 3, 60, 14) + circle(400, 280, 40, '#111'), focus: [400, 500] };
  return {
    body: rect(260, 140, 280, 600, cab, 18) + rect(262, 144, 14, 592, '#000', 7, ' opacity=".18"') + circle(400, 260, 52, '#1b1b1d') + circle(400, 260, 20, '#d8d8dc') + cone(400, 520, 116) +
      circle(400, 520, 124, 'none', ' stroke="#c9a227" stroke-width="5"') + circle(400, 700, 5, '#6ee07c'),
    focus: [400, 300],
  };
};

export const condenserMic: Draw = ({ shape }) => {
  const ribbon = shape === 'ribbon';
  const capsule = ribbon ? rect(330, 160, 140, 300, '#2a2b30', 60) + line(repeat(10, (i) => `M350 ${200 + i * 24}h100`), '#6b6f78', 5) : rect(320, 140, 160, 340, '#c9ccd2', 70) + line('M320 300H480', '#8f949d', 6) + line(repeat(9, (i) => `M${340 + i * 15} 160v300`), '#8f949d', 2, ' opacity=".6"');
  return {
    body: circle(400, 330, 200, 'none', ' stroke="#3b3d44" stroke-width="10"') + line('M200 330H260M540 330H600M400 530V760M330 760H470', '#3b3d44', 12) + capsule + rect(350, 470, 100, 90, '#b8bcc4', 16) + circle(400, 330, 6, ribbon ? '#c9a227' : '#c9a227'),
    focus: [400, 300],
  };
};

export const software: Draw = ({ paint }) => ({
  body: path('M240 160L520 120L580 170V700L300 740L240 690Z', paint.shade) + path('M240 160L520 120V650L240 690Z', paint.fill) +
    line('M270 420L300 360L330 460L360 300L390 500L420 380L450 440L480 400', '#fff', 6, ' stroke-linejoin="round"') + rect(270, 200, 200, 18, '#fff', 4, ' opacity=".8"'),
  focus: [380, 400],
});

export const portableRecorder: Draw = () => ({
  body: rect(300, 260, 200, 480, '#26272b', 30) + path('M300 300L250 160L330 140L380 270ZM500 300L550 160L470 140L420 270Z', '#9ea2aa') + rect(330, 320, 140, 100, '#0d1e28', 6) + rect(345, 340, 90, 10, '#6ee07c') +
    circle(400, 500, 36, '#3b3c41') + circle(400, 500, 14, '#c0392b') + repeat(4, (i) => rect(330 + i * 36, 580, 26, 18, '#55575e', 5)),
  focus: [400, 340],
});

const jog = (cx: number, cy: number, r: number) => circle(cx, cy, r, '#111') + circle(cx, cy, r * 0.86, '#3a3b40') + circle(cx, cy, r * 0.32, '#9ea2aa') + circle(cx, cy, r * 0.86, 'none', ' stroke="#4fd1ff" stroke-width="3" opacity=".6"');

export const djController: Draw = () => ({
  body: path('M50 620L80 270H720L750 620Z', '#1f2024') + jog(190, 410, 100) + jog(610, 410, 100) + repeat(16, (i) => rect(110 + (i % 4) * 42 + (i > 7 ? 420 : 0) - (i % 8 > 3 ? 0 : 0), 530 + (Math.floor(i / 4) % 2) * 36, 34, 28, ['#ff4f6d', '#4fd1ff', '#6ee07c', '#ffb648'][i % 4]!, 5)) +
    knobs(350, 300, 3, 50, 12) + repeat(2, (i) => rect(362 + i * 70, 380, 6, 140, '#111', 3) + rect(352 + i * 70, 420, 26, 30, '#d8d8dc', 4)) + rect(360, 570, 80, 10, '#111', 5) + rect(390, 560, 22, 30, '#d8d8dc', 4),
  focus: [400, 420],
});

export const mediaPlayer: Draw = () => ({
  body: path('M170 720L200 120H600L630 720Z', '#1f2024') + rect(240, 150, 320, 150, '#0d1e28', 8) + line('M260 250L300 200L330 260L370 180L410 270L450 210L490 250L530 220', '#4fd1ff', 4) + jog(400, 490, 150) + repeat(2, (i) => circle(250 + i * 300, 660, 30, i ? '#6ee07c' : '#ffb648')),
  focus: [400, 260],
});

export const turntable: Draw = ({ paint }) => {
  const plinth = paint.fill;
  return {
    body: path('M90 650L120 230H680L710 650Z', plinth) + rect(90, 650, 620, 40, paint.shade, 8) + ellipse(360, 440, 230, 170, '#b8bcc4') + ellipse(360, 440, 216, 158, '#111') +
      ellipse(360, 440, 150, 110, 'none', ' stroke="#2a2a2a" stroke-width="2"') + ellipse(360, 440, 180, 132, 'none', ' stroke="#2a2a2a" stroke-width="2"') + ellipse(360, 440, 60, 44, '#c0392b') + circle(360, 440, 6, '#ddd') +
      circle(620, 290, 34, '#9ea2aa') + line('M620 290L640 520L520 580', '#d8d8dc', 8, ' stroke-linejoin="round"') + rect(500, 568, 34, 22, '#1b1b1d', 4) + rect(640, 470, 14, 140, '#111', 6) + rect(634, 520, 26, 20, '#d8d8dc', 4) + circle(150, 610, 20, '#d8d8dc'),
    focus: [520, 480],
  };
};

export const cartridge: Draw = () => ({
  body: rect(220, 300, 360, 60, '#9ea2aa', 10) + path('M260 360H520L500 560H300Z', '#c0392b') + rect(300, 360, 200, 20, '#111') + line('M400 560L430 640', '#888', 8) + circle(432, 644, 6, '#333'),
  focus: [420, 560],
});

export const djBag: Draw = ({ paint }) => ({
  body: rect(120, 300, 560, 380, paint.fill === '#2a2b2f' ? '#1f2024' : paint.fill, 40) + line('M140 340H660', '#888', 6, ' stroke-dasharray="14 8"') + line('M300 300C300 200 500 200 500 300', '#111', 20) + rect(340, 440, 120, 40, '#e86a1c', 6),
  focus: [400, 400],
});

export const laptopStand: Draw = ({ paint }) => ({
  body: line('M250 760L450 360M550 760L350 360M220 360H580', paint.hex, 18, ' stroke-linecap="round"') + path('M200 340L600 340L620 350H180Z', '#2a2b30') + path('M240 340L280 120H640L600 340Z', '#3a3b40') + rect(300, 140, 320, 180, '#5b8fb9', 4, ' transform="skewX(-10)"'),
  focus: [400, 340],
});

export const headphones: Draw = ({ paint, leaf }) => {
  const open = leaf === 'open-back-headphones';
  const cup = (x: number) => ellipse(x, 520, 80, 120, paint.fill) + ellipse(x, 520, 62, 100, paint.shade) + (open ? line(repeat(6, (i) => `M${x - 50 + i * 20} 440v160`), '#9ea2aa', 4) : '');
  return {
    body: line('M250 470C240 200 560 200 550 470', '#1b1b1d', 30) + line('M258 470C250 240 550 240 542 470', paint.shade, 10) +
      rect(228, 400, 44, 80, '#9ea2aa', 10) + rect(528, 400, 44, 80, '#9ea2aa', 10) + cup(250) + cup(550) + (leaf === 'wireless-headphones' ? circle(550, 600, 6, '#4fd1ff') : line('M250 640C260 720 360 740 380 790', '#1b1b1d', 8)),
    focus: [550, 500],
  };
};

export const earbuds: Draw = ({ paint }) => ({
  body: rect(280, 440, 240, 220, paint.fill, 90) + rect(280, 440, 240, 90, paint.shade, 80) + circle(400, 600, 6, '#6ee07c') +
    group('rotate(-20 300 300)', ellipse(300, 300, 60, 50, paint.fill) + rect(290, 300, 28, 120, paint.fill, 14)) + group('rotate(20 520 300)', ellipse(520, 300, 60, 50, paint.fill) + rect(490, 300, 28, 120, paint.fill, 14)),
  focus: [400, 360],
});

export const inEarMonitors: Draw = () => ({
  body: line('M300 360C300 560 400 600 400 760M500 360C500 560 400 600 400 760', '#2a2b30', 6) + path('M240 300C240 240 320 220 350 270L340 380C290 390 240 360 240 300Z', '#3a6fb0') + path('M560 300C560 240 480 220 450 270L460 380C510 390 560 360 560 300Z', '#c0392b') + rect(386, 700, 28, 60, '#9ea2aa', 6),
  focus: [400, 320],
});

export const headphoneAmp: Draw = ({ paint }) => ({
  body: path('M160 560L190 340H610L640 560Z', paint.fill === '#2a2b2f' ? '#b8bcc4' : paint.fill) + rect(160, 560, 480, 30, '#000', 8, ' opacity=".25"') + knob(400, 440, 60, '#1b1b1d') + circle(240, 460, 20, '#2b2c30') + circle(240, 460, 8, '#111') + circle(560, 460, 8, '#6ee07c'),
  focus: [400, 440],
});
