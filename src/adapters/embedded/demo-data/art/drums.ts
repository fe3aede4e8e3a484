import type { Draw } from './drawing';
import { circle, ellipse, group, line, path, rect, repeat } from './svg-kit';

// Drums and cymbals: shells in the variant's finish, heads off-white, cymbals in bronze.

const HEAD = '#f3f0e8';
const CHROME = '#c9ccd2';
const BRONZE = '#c9a04a';

/** A drum seen from the front and a little above: a shell with a head ellipse on top, lugs round it. */
function drum(cx: number, top: number, r: number, depth: number, fill: string, shade: string): string {
  const lugs = repeat(5, (i) => rect(cx - r + (r * 2 * (i + 0.5)) / 5 - 4, top + depth * 0.3, 8, depth * 0.4, CHROME, 3));
  return rect(cx - r, top, r * 2, depth, fill) + ellipse(cx, top + depth, r, r * 0.28, shade) + rect(cx - r, top, r * 2, depth * 0.08, CHROME) + rect(cx - r, top + depth * 0.92, r * 2, depth * 0.08, CHROME) +
    lugs + ellipse(cx, top, r, r * 0.28, HEAD) + ellipse(cx, top, r, r * 0.28, 'none', ` stroke="${CHROME}" stroke-width="5"`);
}

/** A cymbal at (cx, cy), tilted: bronze with lathe rings and a bell. */
export function cymbal(cx: number, cy: number, r: number, tilt = 0.22, colour = BRONZE): string {
  const ry = r * tilt;
  return ellipse(cx, cy, r, ry, colour) + ellipse(cx, cy, r * 0.7, ry * 0.7, 'none', ' stroke="#8a6a28" stroke-opacity=".45" stroke-width="2"') +
    ellipse(cx, cy, r * 0.45, ry * 0.45, 'none', ' stroke="#8a6a28" stroke-opacity=".45" stroke-width="2"') + ellipse(cx, cy - ry * 0.08, r * 0.2, r * 0.2 * Math.max(tilt, 0.3), '#d9b45e') + circle(cx, cy - ry * 0.08, 4, '#555');
}

const stand = (x: number, top: number, bottom = 760) => line(`M${x} ${top}V${bottom - 60}M${x} ${bottom - 60}L${x - 50} ${bottom}M${x} ${bottom - 60}L${x + 50} ${bottom}`, '#8c9099', 6);

export const drumKit: Draw = ({ paint }) => ({
  body:
    stand(170, 270) + stand(640, 240) + cymbal(170, 270, 120) + cymbal(640, 240, 130) + stand(130, 420) + cymbal(130, 420, 80, 0.2) + cymbal(130, 432, 80, 0.2) +
    drum(300, 380, 70, 80, paint.fill, paint.shade) + drum(480, 370, 76, 90, paint.fill, paint.shade) +
    circle(400, 600, 160, paint.fill) + circle(400, 600, 160, 'none', ` stroke="${CHROME}" stroke-width="10"`) + circle(400, 600, 138, HEAD) + circle(400, 600, 46, '#1b1b1d', ' opacity=".15"') +
    drum(220, 560, 82, 120, paint.fill, paint.shade) + drum(610, 560, 90, 180, paint.fill, paint.shade),
  focus: [400, 520],
});

export const electronicKit: Draw = () => {
  const pad = (cx: number, cy: number, r: number) => ellipse(cx, cy, r, r * 0.34, '#1b1b1d') + ellipse(cx, cy - 2, r * 0.88, r * 0.28, '#3b3c41', ' stroke="#222" stroke-width="2"');
  return {
    body:
      line('M150 470H650M200 470V760M600 470V760M160 760H240M560 760H640M300 470L280 360M500 470L520 360', '#4a4d55', 12, ' stroke-linecap="round"') +
      pad(180, 300, 80) + pad(640, 280, 90) + pad(290, 410, 70) + pad(510, 410, 70) + pad(240, 520, 72) + pad(580, 540, 84) +
      rect(355, 300, 90, 60, '#222326', 8) + rect(365, 310, 70, 24, '#0d1e28', 3) + rect(350, 620, 100, 110, '#1b1b1d', 12) + circle(400, 675, 34, '#3b3c41'),
    focus: [400, 420],
  };
};

export const snareDrum: Draw = ({ paint }) => ({
  body: drum(400, 300, 240, 260, paint.fill, paint.shade) + line('M250 690L200 770M550 690L600 770M400 690V770', '#8c9099', 8),
  focus: [400, 320],
});

export const cymbals: Draw = ({ leaf }) => {
  if (leaf === 'hi-hat-cymbals') return { body: line('M400 300V760M400 660L320 760M400 660L480 760', '#8c9099', 8) + cymbal(400, 330, 260, 0.18) + cymbal(400, 372, 260, 0.18), focus: [400, 340] };
  if (leaf === 'cymbal-packs') return { body: cymbal(250, 300, 200, 0.5) + cymbal(560, 360, 210, 0.5) + cymbal(380, 560, 230, 0.45), focus: [400, 400] };
  const ride = leaf === 'ride-cymbals';
  return { body: cymbal(400, 420, ride ? 330 : 300, 0.72), focus: [400, 400] };
};

export const drumHardware: Draw = () => ({
  body: line('M400 200V620M400 620L280 760M400 620L520 760M400 620V760M400 260L560 160', '#8c9099', 12, ' stroke-linecap="round"') + circle(400, 620, 18, '#6b6f78') + circle(400, 260, 16, '#6b6f78') + rect(540, 140, 40, 30, '#1b1b1d', 6),
  focus: [400, 300],
});

export const drumModule: Draw = () => ({
  body: path('M200 560L230 260H570L600 560Z', '#1f2024') + rect(270, 290, 260, 110, '#0d1e28', 8) + rect(290, 310, 150, 10, '#4fd1ff') + circle(470, 470, 46, '#3b3c41') + repeat(6, (i) => rect(250 + i * 50, 430, 36, 20, '#55575e', 5)),
  focus: [400, 360],
});

export const cajon: Draw = ({ paint, back }) => ({
  body: path('M230 250L400 200L570 250V720L400 770L230 720Z', paint.shade) + path('M230 250L400 300V770L230 720Z', paint.fill) + path('M400 300L570 250V720L400 770Z', paint.shade) +
    (back ? circle(485, 480, 50, '#1d130c') : '') + path('M230 250L400 200L570 250L400 300Z', '#e8cfa4'),
  focus: [400, 420],
});

export const handDrum: Draw = ({ paint }) => ({
  body: path('M260 240C260 380 360 430 360 520C360 600 300 700 300 760H500C500 700 440 600 440 520C440 430 540 380 540 240Z', paint.fill) + ellipse(400, 240, 140, 36, '#e9dcc2') +
    line(repeat(9, (i) => `M${270 + i * 32} 250L${330 + i * 17} 520`), '#d9c9a6', 3),
  focus: [400, 300],
});

export const timpani: Draw = ({ paint }) => ({
  body: path('M170 360C170 560 260 640 400 640S630 560 630 360Z', paint.fill) + ellipse(400, 360, 230, 56, HEAD) + ellipse(400, 360, 230, 56, 'none', ` stroke="${CHROME}" stroke-width="8"`) +
    line('M240 600L210 760M560 600L590 760M400 640V760', '#8c9099', 10),
  focus: [400, 400],
});

export const drumsticks: Draw = ({ paint }) => ({
  body: group('rotate(-38 400 420)', rect(120, 400, 580, 22, paint.fill, 11) + ellipse(700, 411, 16, 10, paint.fill)) + group('rotate(-26 400 420)', rect(120, 460, 580, 22, paint.fill, 11) + ellipse(700, 471, 16, 10, paint.fill)),
  focus: [560, 300],
});

export const drumHead: Draw = () => ({
  body: circle(400, 420, 300, CHROME) + circle(400, 420, 284, HEAD) + circle(400, 420, 284, 'none', ' stroke="#e2ddd0" stroke-width="18"') + circle(400, 420, 60, '#1b1b1d', ' opacity=".08"'),
  focus: [400, 420],
});
