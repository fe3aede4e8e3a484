import type { InstrumentKind } from '../instrument-kinds';
import * as accessories from './accessories';
import type { Draw } from './drawing';
import * as drums from './drums';
import * as keys from './keys';
import * as sound from './sound';
import * as stringed from './stringed';

// One drawing per kind of product.

const DRAWINGS: Readonly<Record<InstrumentKind, Draw>> = {
  'electric-guitar': stringed.electricGuitar, 'acoustic-guitar': stringed.acousticGuitar, 'classical-guitar': stringed.classicalGuitar,
  'bass-guitar': stringed.bassGuitar, 'acoustic-bass': stringed.acousticBass, ukulele: stringed.ukulele, banjo: stringed.banjo, mandolin: stringed.mandolin,
  'guitar-amp': (input) => (input.shape === 'head' ? sound.ampHead(input) : sound.guitarAmp(input)),
  'bass-amp': (input) => (input.shape === 'head' ? sound.bassAmpHead(input) : sound.bassAmp(input)), 'speaker-cabinet': sound.speakerCabinet, 'effects-pedal': sound.effectsPedal, 'multi-effects': sound.multiEffects,
  'digital-piano': keys.digitalPiano, 'stage-piano': keys.stagePiano, 'grand-piano': keys.grandPiano, 'upright-piano': keys.uprightPiano,
  synthesizer: keys.synthesizer, 'eurorack-module': keys.eurorackModule, 'portable-keyboard': keys.portableKeyboard,
  'midi-controller': keys.midiController, 'pad-controller': keys.padController,
  'drum-kit': drums.drumKit, 'electronic-drum-kit': drums.electronicKit, 'snare-drum': drums.snareDrum, cymbal: drums.cymbals,
  'drum-hardware': drums.drumHardware, 'drum-module': drums.drumModule, cajon: drums.cajon, 'hand-drum': drums.handDrum, timpani: drums.timpani,
  drumsticks: drums.drumsticks, 'drum-head': drums.drumHead,
  'pa-speaker': sound.paSpeaker, subwoofer: sound.subwoofer, 'column-pa': sound.columnPa, mixer: sound.mixer, microphone: (input) => (input.shape === 'handheld' ? sound.microphone(input) : sound.condenserMic(input)),
  'wireless-microphone': sound.wirelessMicrophone, 'rack-unit': sound.rackUnit, 'in-ear-system': sound.inEarSystem,
  'stage-light': sound.stageLight, 'moving-head': sound.movingHead, strobe: sound.strobe, 'fog-machine': sound.fogMachine,
  'lighting-controller': sound.lightingController, truss: sound.truss,
  'audio-interface': sound.audioInterface, 'studio-monitor': sound.studioMonitor,
  software: sound.software, 'portable-recorder': sound.portableRecorder,
  'dj-controller': sound.djController, 'media-player': sound.mediaPlayer, turntable: sound.turntable, cartridge: sound.cartridge,
  'dj-bag': sound.djBag, 'laptop-stand': sound.laptopStand,
  headphones: sound.headphones, earbuds: sound.earbuds, 'in-ear-monitors': sound.inEarMonitors, 'headphone-amp': sound.headphoneAmp,
  strings: accessories.stringSet, cable: accessories.cable, 'patch-cables': accessories.patchCables, 'guitar-stand': accessories.guitarStand,
  'microphone-stand': accessories.microphoneStand, 'keyboard-stand': accessories.keyboardStand, 'guitar-case': accessories.guitarCase,
  'gig-bag': accessories.gigBag, picks: accessories.picks, capo: accessories.capo, tuner: accessories.tuner, strap: accessories.strap,
};

export const drawingOf = (kind: InstrumentKind): Draw => DRAWINGS[kind];
