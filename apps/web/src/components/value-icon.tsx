import type { ValueIcon as IconName } from '@topgear/shared/company-values';
import Compass from 'lucide-react/icons/compass';
import Flame from 'lucide-react/icons/flame';
import Handshake from 'lucide-react/icons/handshake';
import Heart from 'lucide-react/icons/heart';
import Leaf from 'lucide-react/icons/leaf';
import Lightbulb from 'lucide-react/icons/lightbulb';
import Rocket from 'lucide-react/icons/rocket';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Smile from 'lucide-react/icons/smile';
import Sparkles from 'lucide-react/icons/sparkles';
import Star from 'lucide-react/icons/star';
import Target from 'lucide-react/icons/target';
import Trophy from 'lucide-react/icons/trophy';
import Users from 'lucide-react/icons/users';
import type { LucideIcon } from 'lucide-react';

/** Each icon a value may have, with the name the icon picker reads out. */
export const VALUE_ICON_PICTURES: Record<IconName, { label: string; Picture: LucideIcon }> = {
  heart: { label: 'Heart', Picture: Heart },
  star: { label: 'Star', Picture: Star },
  rocket: { label: 'Rocket', Picture: Rocket },
  handshake: { label: 'Handshake', Picture: Handshake },
  lightbulb: { label: 'Light bulb', Picture: Lightbulb },
  shield: { label: 'Shield', Picture: ShieldCheck },
  target: { label: 'Target', Picture: Target },
  users: { label: 'People', Picture: Users },
  sparkles: { label: 'Sparkles', Picture: Sparkles },
  trophy: { label: 'Trophy', Picture: Trophy },
  compass: { label: 'Compass', Picture: Compass },
  flame: { label: 'Flame', Picture: Flame },
  leaf: { label: 'Leaf', Picture: Leaf },
  smile: { label: 'Smile', Picture: Smile },
};

/** A value's icon, drawn beside its name, which says what it means. */
export function ValueIcon({ icon, className = 'size-5' }: { icon: IconName; className?: string }) {
  const { Picture } = VALUE_ICON_PICTURES[icon];
  return <Picture aria-hidden="true" className={className} />;
}

/** The company value a praise is given for: its icon and name on a small pill. */
export function ValueChip({ value }: { value: { icon: IconName; name: string } }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
      <ValueIcon icon={value.icon} className="size-3.5" />
      {value.name}
    </span>
  );
}
