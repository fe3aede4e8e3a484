import type { DemoBrand } from './catalogue-types';
import { slugify } from './text';

// Brands a real Australian music shop stocks, with the local distributor (the `supplier` facet)
// and the second-level categories they make products for.

function brand(name: string, domain: string, skuPrefix: string, supplier: string, categories: string[]): DemoBrand {
  const handle = slugify(name);
  return { name, handle, logoUrl: `/images/brands/${handle}.svg`, website: `https://www.${domain}/`, categories, supplier, skuPrefix };
}

const FMA = 'Fender Music Australia';
const YMA = 'Yamaha Music Australia';
const RCA = 'Roland Corporation Australia';
const DYN = 'Dynamic Music';
const CMC = 'CMC Music';
const AMG = 'Australis Music Group';
const TAG = 'Technical Audio Group';
const EF = 'Electric Factory';
const MTA = 'Music Tribe Australia';
const INM = 'inMusic Australia';
const JANDS = 'Jands';
const SC = 'Studio Connections';
const LINK = 'Link Audio';
const NMG = 'National Music Group';

export const DEMO_BRANDS: readonly DemoBrand[] = [
  brand('Fender', 'fender.com', 'FEN', FMA, ['electric-guitars', 'acoustic-guitars', 'bass-guitars', 'guitar-amplifiers', 'effects-pedals', 'strings', 'cables', 'cases-bags', 'picks-small-parts']),
  brand('Squier', 'squierguitars.com', 'SQR', FMA, ['electric-guitars', 'bass-guitars']),
  brand('Gretsch', 'gretschguitars.com', 'GRE', FMA, ['electric-guitars', 'acoustic-drums']),
  brand('Jackson', 'jacksonguitars.com', 'JAC', FMA, ['electric-guitars', 'bass-guitars']),
  brand('Gibson', 'gibson.com', 'GIB', 'Gibson Australia', ['electric-guitars', 'acoustic-guitars']),
  brand('Epiphone', 'epiphone.com', 'EPI', 'Gibson Australia', ['electric-guitars', 'acoustic-guitars', 'bass-guitars']),
  brand('Ibanez', 'ibanez.com', 'IBA', AMG, ['electric-guitars', 'acoustic-guitars', 'bass-guitars', 'effects-pedals']),
  brand('PRS', 'prsguitars.com', 'PRS', EF, ['electric-guitars']),
  brand('ESP', 'espguitars.com', 'ESP', DYN, ['electric-guitars', 'bass-guitars']),
  brand('Ernie Ball Music Man', 'music-man.com', 'EBM', CMC, ['electric-guitars', 'bass-guitars']),
  brand('Taylor', 'taylorguitars.com', 'TAY', EF, ['acoustic-guitars', 'bass-guitars']),
  brand('Martin', 'martinguitar.com', 'MAR', DYN, ['acoustic-guitars', 'strings', 'ukuleles-folk']),
  brand('Maton', 'maton.com.au', 'MAT', 'Maton Guitars', ['acoustic-guitars', 'electric-guitars']),
  brand('Cort', 'cortguitars.com', 'CRT', DYN, ['electric-guitars', 'acoustic-guitars', 'bass-guitars']),
  brand('Yamaha', 'yamaha.com', 'YAM', YMA, ['acoustic-guitars', 'electric-guitars', 'bass-guitars', 'digital-pianos', 'synthesizers', 'keyboards-arrangers', 'acoustic-pianos', 'electronic-drums', 'acoustic-drums', 'pa-speakers', 'mixers', 'studio-monitors', 'studio-headphones', 'ukuleles-folk']),
  brand('Kala', 'kalabrand.com', 'KAL', AMG, ['ukuleles-folk']),
  brand('Gold Tone', 'goldtone.com', 'GTN', NMG, ['ukuleles-folk']),
  brand('Marshall', 'marshall.com', 'MSH', YMA, ['guitar-amplifiers', 'consumer-headphones']),
  brand('Vox', 'voxamps.com', 'VOX', 'Korg Australia', ['guitar-amplifiers', 'effects-pedals']),
  brand('Orange', 'orangeamps.com', 'ORA', SC, ['guitar-amplifiers']),
  brand('Boss', 'boss.info', 'BOS', RCA, ['effects-pedals', 'guitar-amplifiers', 'picks-small-parts']),
  brand('Line 6', 'line6.com', 'LN6', YMA, ['effects-pedals', 'guitar-amplifiers']),
  brand('Electro-Harmonix', 'ehx.com', 'EHX', 'Sound & Music', ['effects-pedals']),
  brand('MXR', 'jimdunlop.com', 'MXR', CMC, ['effects-pedals']),
  brand('Strymon', 'strymon.net', 'STY', EF, ['effects-pedals']),
  brand('TC Electronic', 'tcelectronic.com', 'TCE', MTA, ['effects-pedals', 'outboard-preamps']),
  brand('Dunlop', 'jimdunlop.com', 'DUN', CMC, ['picks-small-parts', 'strings', 'stands-mounts']),
  brand('Ernie Ball', 'ernieball.com', 'ERB', CMC, ['strings', 'cables', 'picks-small-parts']),
  brand("D'Addario", 'daddario.com', 'DAD', DYN, ['strings', 'cables', 'picks-small-parts', 'sticks-heads']),
  brand('Elixir', 'elixirstrings.com', 'ELX', DYN, ['strings']),
  brand('Roland', 'roland.com', 'ROL', RCA, ['digital-pianos', 'synthesizers', 'keyboards-arrangers', 'electronic-drums', 'dj-controllers', 'guitar-amplifiers', 'midi-controllers']),
  brand('Korg', 'korg.com', 'KOR', 'Korg Australia', ['synthesizers', 'digital-pianos', 'keyboards-arrangers', 'picks-small-parts']),
  brand('Nord', 'nordkeyboards.com', 'NRD', SC, ['synthesizers', 'digital-pianos']),
  brand('Casio', 'casio.com', 'CAS', 'Casio Australia', ['digital-pianos', 'keyboards-arrangers']),
  brand('Kawai', 'kawai.com.au', 'KAW', 'Kawai Australia', ['digital-pianos', 'acoustic-pianos']),
  brand('Moog', 'moogmusic.com', 'MOG', LINK, ['synthesizers']),
  brand('Arturia', 'arturia.com', 'ART', 'Innovative Music', ['synthesizers', 'midi-controllers', 'audio-interfaces']),
  brand('Novation', 'novationmusic.com', 'NOV', 'Sound & Music', ['midi-controllers', 'synthesizers']),
  brand('Native Instruments', 'native-instruments.com', 'NIN', 'Native Instruments', ['midi-controllers', 'software-recorders', 'dj-controllers']),
  brand('Akai Professional', 'akaipro.com', 'AKP', INM, ['midi-controllers', 'software-recorders']),
  brand('Pearl', 'pearldrum.com', 'PRL', DYN, ['acoustic-drums', 'percussion']),
  brand('Tama', 'tama.com', 'TAM', AMG, ['acoustic-drums']),
  brand('DW', 'dwdrums.com', 'DWD', 'Drum Workshop Australia', ['acoustic-drums']),
  brand('Ludwig', 'ludwig-drums.com', 'LUD', NMG, ['acoustic-drums']),
  brand('Zildjian', 'zildjian.com', 'ZIL', DYN, ['cymbals', 'sticks-heads']),
  brand('Sabian', 'sabian.com', 'SAB', AMG, ['cymbals']),
  brand('Meinl', 'meinlpercussion.com', 'MEI', 'Meinl Australia', ['cymbals', 'percussion']),
  brand('Paiste', 'paiste.com', 'PAI', EF, ['cymbals']),
  brand('Vic Firth', 'vicfirth.com', 'VIC', DYN, ['sticks-heads']),
  brand('Promark', 'promark.com', 'PMK', DYN, ['sticks-heads']),
  brand('Remo', 'remo.com', 'REM', DYN, ['sticks-heads', 'percussion']),
  brand('Evans', 'evansdrumheads.com', 'EVA', DYN, ['sticks-heads']),
  brand('Alesis', 'alesis.com', 'ALE', INM, ['electronic-drums', 'midi-controllers']),
  brand('Latin Percussion', 'lpmusic.com', 'LPC', DYN, ['percussion']),
  brand('Shure', 'shure.com', 'SHU', JANDS, ['microphones', 'studio-microphones', 'in-ears-amps', 'iem-systems']),
  brand('Sennheiser', 'sennheiser.com', 'SEN', 'Sennheiser Australia', ['microphones', 'studio-headphones', 'consumer-headphones', 'iem-systems', 'in-ears-amps']),
  brand('Audio-Technica', 'audio-technica.com', 'ATH', TAG, ['microphones', 'studio-microphones', 'studio-headphones', 'turntables', 'consumer-headphones']),
  brand('Rode', 'rode.com', 'ROD', 'RØDE Microphones', ['microphones', 'studio-microphones', 'software-recorders']),
  brand('Neumann', 'neumann.com', 'NEU', 'Sennheiser Australia', ['studio-microphones', 'studio-monitors']),
  brand('AKG', 'akg.com', 'AKG', 'Harman Australia', ['studio-microphones', 'studio-headphones', 'microphones']),
  brand('Beyerdynamic', 'beyerdynamic.com', 'BEY', 'Hills Professional', ['studio-headphones', 'microphones', 'in-ears-amps']),
  brand('QSC', 'qsc.com', 'QSC', TAG, ['pa-speakers', 'power-processing', 'mixers']),
  brand('JBL Professional', 'jblpro.com', 'JBL', 'Harman Australia', ['pa-speakers', 'studio-monitors']),
  brand('Electro-Voice', 'electrovoice.com', 'EVO', 'Bosch Communications', ['pa-speakers', 'microphones']),
  brand('Mackie', 'mackie.com', 'MCK', AMG, ['mixers', 'pa-speakers', 'studio-monitors']),
  brand('Allen & Heath', 'allen-heath.com', 'AAH', TAG, ['mixers', 'dj-players-mixers', 'iem-systems']),
  brand('Behringer', 'behringer.com', 'BEH', MTA, ['mixers', 'synthesizers', 'audio-interfaces', 'pa-speakers']),
  brand('Midas', 'midasconsoles.com', 'MID', MTA, ['mixers']),
  brand('dBTechnologies', 'dbtechnologies.com', 'DBT', LINK, ['pa-speakers']),
  brand('Crown', 'crownaudio.com', 'CRW', 'Harman Australia', ['power-processing']),
  brand('dbx', 'dbxpro.com', 'DBX', 'Harman Australia', ['outboard-preamps', 'power-processing']),
  brand('Focusrite', 'focusrite.com', 'FOC', 'Sound & Music', ['audio-interfaces', 'outboard-preamps']),
  brand('Universal Audio', 'uaudio.com', 'UAD', 'Sound & Music', ['audio-interfaces', 'outboard-preamps', 'studio-microphones']),
  brand('PreSonus', 'presonus.com', 'PRE', 'Fender Music Australia', ['audio-interfaces', 'studio-monitors', 'software-recorders', 'mixers']),
  brand('Steinberg', 'steinberg.net', 'STB', YMA, ['software-recorders', 'audio-interfaces']),
  brand('Zoom', 'zoomcorp.com', 'ZOM', 'Dynamic Music', ['software-recorders', 'effects-pedals']),
  brand('Genelec', 'genelec.com', 'GEN', 'Studio Connections', ['studio-monitors']),
  brand('KRK', 'krkmusic.com', 'KRK', 'Gibson Australia', ['studio-monitors', 'studio-headphones']),
  brand('Adam Audio', 'adam-audio.com', 'ADM', 'Studio Connections', ['studio-monitors']),
  brand('Warm Audio', 'warmaudio.com', 'WRM', 'Sound & Music', ['outboard-preamps', 'studio-microphones']),
  brand('Pioneer DJ', 'pioneerdj.com', 'PDJ', 'AlphaTheta Australia', ['dj-controllers', 'dj-players-mixers', 'studio-headphones']),
  brand('Denon DJ', 'denondj.com', 'DDJ', INM, ['dj-controllers', 'dj-players-mixers']),
  brand('Rane', 'rane.com', 'RAN', INM, ['dj-players-mixers', 'dj-controllers']),
  brand('Technics', 'technics.com', 'TEC', 'Panasonic Australia', ['turntables']),
  brand('Reloop', 'reloop.com', 'RLP', AMG, ['turntables', 'dj-controllers', 'dj-accessories']),
  brand('Ortofon', 'ortofon.com', 'ORT', 'Synergy Audio', ['turntables']),
  brand('Magma', 'magma-bags.com', 'MAG', AMG, ['dj-accessories']),
  brand('UDG', 'udgcreators.com', 'UDG', 'Innovative Music', ['dj-accessories']),
  brand('Chauvet DJ', 'chauvetdj.com', 'CHV', LINK, ['stage-lighting', 'effects-lighting', 'lighting-control']),
  brand('ADJ', 'adj.com', 'ADJ', 'Lightmoves', ['stage-lighting', 'effects-lighting', 'lighting-control']),
  brand('Elation', 'elationlighting.com', 'ELA', 'Lightmoves', ['stage-lighting']),
  brand('Antari', 'antari.com', 'ANT', 'Showtools International', ['effects-lighting']),
  brand('Sony', 'sony.com.au', 'SNY', 'Sony Australia', ['consumer-headphones', 'studio-headphones']),
  brand('Hercules', 'herculesstands.com', 'HER', AMG, ['stands-mounts', 'dj-accessories']),
  brand('K&M', 'k-m.de', 'KMS', 'Hills Professional', ['stands-mounts']),
  brand('Gator', 'gatorco.com', 'GAT', AMG, ['cases-bags', 'dj-accessories']),
  brand('Mono', 'monocreators.com', 'MON', SC, ['cases-bags']),
  brand('Mogami', 'mogamicable.com', 'MGM', 'Audio Brands Australia', ['cables']),
  brand('Snark', 'snarktuners.com', 'SNK', CMC, ['picks-small-parts']),
  brand('Kyser', 'kysermusical.com', 'KYS', CMC, ['picks-small-parts']),
  // Issue 33: bass amplifiers, by brands of their own (the other brands' counts stay as they were).
  brand('Ampeg', 'ampeg.com', 'AMP', YMA, ['bass-amplifiers']),
  brand('Gallien-Krueger', 'gallien-krueger.com', 'GKR', 'Music Link', ['bass-amplifiers']),
  brand('Darkglass', 'darkglass.com', 'DKG', SC, ['bass-amplifiers']),
];
