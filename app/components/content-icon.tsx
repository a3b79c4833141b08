import { createElement } from "react";
import {
  Award,
  ShieldAlert,
  BookOpen,
  Briefcase,
  CircleHelp,
  Clock,
  CreditCard,
  FileText,
  FileUser,
  Globe,
  GraduationCap,
  Handshake,
  HeartPulse,
  House,
  Landmark,
  Languages,
  Lightbulb,
  Mail,
  MessageCircle,
  MessagesSquare,
  Moon,
  Newspaper,
  Plane,
  Recycle,
  Scale,
  ShieldCheck,
  Smartphone,
  TrendingUp,
  Users,
  type LucideIcon,
  type LucideProps,
} from "lucide-react";

/**
 * The lucide-react icons named (as PascalCase strings) in content/*.ts. Icons are imported one by one so
 * the bundle only carries these; a name that is not listed falls back to a neutral icon.
 */
const icons: Record<string, LucideIcon> = {
  ShieldAlert,
  Award,
  BookOpen,
  Briefcase,
  Clock,
  CreditCard,
  FileText,
  FileUser,
  Globe,
  GraduationCap,
  Handshake,
  HeartPulse,
  Home: House,
  House,
  Landmark,
  Languages,
  Lightbulb,
  Mail,
  MessageCircle,
  MessagesSquare,
  Moon,
  Newspaper,
  Plane,
  Recycle,
  Scale,
  ShieldCheck,
  Smartphone,
  TrendingUp,
  Users,
};

export const FallbackIcon = CircleHelp;

/** The icon component for a content icon name, or the fallback. */
export function contentIcon(name: string): LucideIcon {
  // Own keys only: "constructor" or "toString" are no icon names.
  return (Object.hasOwn(icons, name) ? icons[name] : undefined) ?? FallbackIcon;
}

/** A decorative content icon (hidden from screen readers: the text next to it carries the meaning). */
export function ContentIcon({ name, ...props }: { name: string } & LucideProps) {
  // createElement: the component is looked up in a static table, not created during render.
  return createElement(contentIcon(name), { "aria-hidden": true, focusable: false, ...props });
}
