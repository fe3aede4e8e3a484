import type { Paint } from './paint';

// What a kind's drawing is given and gives back.

export interface DrawingInput {
  paint: Paint;
  /** The outline within the kind ('strat', 'tele', ...), when the kind has several. */
  shape: string | null;
  /** The leaf category handle, for details within a kind (five strings, a hi-hat pair). */
  leaf: string;
  /** Drawn from behind (guitars, amplifiers, speakers) rather than from the front. */
  back: boolean;
}

export interface Drawing {
  /** SVG elements on the 800 x 800 canvas. */
  body: string;
  /** The detail a close-up view zooms in on. */
  focus: readonly [number, number];
  /** Drawn upright and tall (guitars): the angled view tilts it less. */
  tall?: boolean;
}

export type Draw = (input: DrawingInput) => Drawing;
