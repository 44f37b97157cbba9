import { toLatin } from '@oslonac/lang';
import type { CSSProperties } from 'react';
import { cx } from './cx';

export interface AvatarProps {
  /** The person's name: initials and colour come from it. */
  name: string;
  /** A photo when there is one; initials otherwise. */
  photoUrl?: string | null;
  /**
   * Text alternative. Pass '' when the name is written right beside the picture: then the picture is
   * decorative and screen readers skip it instead of reading the name twice.
   */
  alt: string;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

// Soft backgrounds with dark text: every pair passes WCAG AA (≥ 4.5:1) and none shouts.
const PALETTE: readonly { bg: string; fg: string }[] = [
  { bg: '#dcebe7', fg: '#1f4a43' },
  { bg: '#e3e8f4', fg: '#28365a' },
  { bg: '#efe6d8', fg: '#5a4220' },
  { bg: '#e9e2ef', fg: '#45305a' },
  { bg: '#e0ecf1', fg: '#1f4656' },
  { bg: '#f0e3e0', fg: '#5c2f27' },
  { bg: '#e5ecdc', fg: '#364a1f' },
  { bg: '#ece7e1', fg: '#4a3f33' },
];

const PX = { small: 40, medium: 64, large: 120 } as const;

// Honorifics are not part of a name's initials ("dr Ana Petrović" → "AP").
const TITLES = new Set(['dr', 'mr', 'prof', 'doc', 'msc', 'ma', 'др', 'мр', 'проф']);

// Lj, Nj and Dž are single letters of Serbian Latin (Љ, Њ, Џ): "Ljiljana" begins with Lj as "Љиљана" with Љ.
const DIGRAPH = /^(lj|nj|dž)/iu;

function initialOf(word: string): string {
  const digraph = DIGRAPH.exec(word)?.[0];
  if (digraph) return digraph[0]!.toLocaleUpperCase('sr') + digraph.slice(1).toLocaleLowerCase('sr');
  return (Array.from(word)[0] ?? '').toLocaleUpperCase('sr');
}

/**
 * Initials of the name as it is shown: pass the displayed (transliterated) name, so that "Даниела Стојановић"
 * gives "ДС" and "Daniela Stojanović" gives "DS".
 */
export function initialsOf(name: string): string {
  const words = name
    .normalize('NFC')
    .split(/[\s.,]+/)
    .map((w) => w.trim())
    .filter((w) => w.length > 0 && !TITLES.has(w.toLowerCase()));
  if (words.length === 0) return '?';
  const first = initialOf(words[0]!);
  const last = words.length > 1 ? initialOf(words[words.length - 1]!) : '';
  return `${first}${last}`;
}

/**
 * Stable across renders, servers, deploys and scripts: the same name always gets the same colour, whether it is
 * shown in Latin or in Cyrillic (the colour is taken from its Latin form).
 */
export function avatarColour(name: string): { bg: string; fg: string } {
  let hash = 2166136261;
  for (const ch of toLatin(name).normalize('NFC')) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return PALETTE[hash % PALETTE.length]!;
}

/** A person's photo, or their initials on a calm colour when there is no photo. */
export function Avatar({ name, photoUrl, alt, size = 'medium', className }: AvatarProps) {
  const px = PX[size];
  const classes = cx('o-avatar', `o-avatar--${size}`, className);
  if (photoUrl) {
    return (
      <img
        src={photoUrl}
        alt={alt}
        width={px}
        height={px}
        loading="lazy"
        decoding="async"
        className={classes}
        style={{ borderRadius: '50%', objectFit: 'cover' }}
      />
    );
  }
  const colour = avatarColour(name);
  const style: CSSProperties = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: 'none',
    width: px,
    height: px,
    borderRadius: '50%',
    background: colour.bg,
    color: colour.fg,
    fontWeight: 600,
    fontSize: Math.round(px * 0.38),
    lineHeight: 1,
    userSelect: 'none',
  };
  return alt ? (
    <span role="img" aria-label={alt} className={classes} style={style}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  ) : (
    <span aria-hidden="true" className={classes} style={style}>
      {initialsOf(name)}
    </span>
  );
}
