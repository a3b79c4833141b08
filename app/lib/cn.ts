import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names, a later utility replacing an earlier one of the same kind ("px-4" then "px-6" gives
 * "px-6"; "p-4" after "px-2" replaces it too), as tailwind-merge does, in about a tenth of its size: only the
 * kinds of utility this site uses are known here (decision 029). cn.test.ts checks that this gives the same
 * result as the complete tailwind-merge for every pair of utilities found in the source; a new kind of utility
 * that a component overrides needs its line below (the test names it).
 *
 * A utility's kind: an exact utility ("flex-row"), or a prefix (the class up to a dash) and a test of the rest,
 * e.g. "text" + a size is a font size, "text" + anything else a colour. Exact utilities first, then the longest
 * prefix; at one prefix, the tests in the order written.
 */
const SIZES = "xs sm base lg xl 2xl 3xl 4xl 5xl 6xl 7xl 8xl 9xl".split(" ");
const named = (prefix: string, values: string[]) => values.map((v) => `${prefix}-${v}`).join(" ");

/** Utilities with a fixed name: each line is a kind, then its utilities. */
const NAMED = `display block inline-block inline flex inline-flex table table-row table-cell flow-root grid inline-grid contents list-item hidden
sr sr-only not-sr-only
position static fixed absolute relative sticky
visibility visible invisible collapse
font-style italic not-italic
fvn-spacing tabular-nums proportional-nums
text-decoration underline overline line-through no-underline
text-transform uppercase lowercase capitalize normal-case
text-overflow truncate text-ellipsis text-clip
float float-right float-left float-none float-start float-end
clear clear-left clear-right clear-both clear-none clear-start clear-end
object-fit object-contain object-cover object-fill object-none object-scale-down
overflow overflow-auto overflow-hidden overflow-clip overflow-visible overflow-scroll
overflow-x overflow-x-auto overflow-x-hidden overflow-x-clip overflow-x-visible overflow-x-scroll
overflow-y overflow-y-auto overflow-y-hidden overflow-y-clip overflow-y-visible overflow-y-scroll
flex-direction flex-row flex-row-reverse flex-col flex-col-reverse
flex-wrap flex-nowrap flex-wrap flex-wrap-reverse
grow grow
shrink shrink
col col-auto
justify justify-start justify-end justify-center justify-between justify-around justify-evenly justify-stretch justify-normal
font-size ${named("text", SIZES)}
font-weight font-thin font-extralight font-light font-normal font-medium font-semibold font-bold font-extrabold font-black
list list-none list-disc list-decimal
text-align text-left text-center text-right text-justify text-start text-end
break break-normal break-words break-all break-keep
wrap wrap-break-word wrap-anywhere wrap-normal
rounded rounded
rounded-t rounded-t
rounded-b rounded-b
border border border-x border-y border-t border-r border-b border-l
border-x border-x
border-y border-y
border-t border-t
border-r border-r
border-b border-b
border-l border-l
border-style border-solid border-dashed border-dotted border-double border-hidden border-none
divide-y divide-y
outline-style outline-none outline-solid outline-dashed outline-dotted outline-double outline-hidden
outline outline
shadow shadow shadow-none ${named("shadow", SIZES)}
ring ring
filter filter filter-none
backdrop-blur backdrop-blur
transition transition
pointer-events pointer-events-auto pointer-events-none
touch touch-auto touch-none touch-manipulation
select select-none select-text select-all select-auto`;

/**
 * Utilities named by a prefix and a value: each line is a kind, its prefix (when not the kind's name) and a
 * test of the value (any value when left out): "#" a whole number, "size" an arbitrary font size, "color" not
 * a font size, "shadow" an arbitrary shadow ("[0_-4px_12px_rgba(...)]"; other arbitrary values are colours).
 */
const PREFIXED = `aspect
inset
inset-x
inset-y
top
right
bottom
left
z
basis
flex
grow
shrink
order
grid-cols
col col-span
col-start
gap
gap-x
gap-y
justify-self
items
self
p
px
py
pt
pr
pb
pl
m
mx
my
mt
mr
mb
ml
space-x
space-y
size
w
min-w
max-w
h
min-h
max-h
font-size text size
text-color text color
font-family font
tracking
line-clamp
leading
underline-offset
align
whitespace
bg
from
via
to
rounded
rounded-t
rounded-b
border border #
border-x border-x #
border-y border-y #
border-t border-t #
border-r border-r #
border-b border-b #
border-l border-l #
border-color border
border-color-t border-t
border-color-b border-b
border-color-l border-l
divide-y divide-y #
divide-color divide
outline-offset
outline outline #
outline-color outline
shadow shadow shadow
shadow-color shadow
ring ring #
ring-color ring
opacity
backdrop-blur
transition
animate
rotate
translate-x
translate-y
accent
cursor
scroll-mt`;

const TESTS: Record<string, (value: string) => boolean> = {
  "#": (v) => /^\d+$/.test(v),
  size: (v) => /^\[(length|\d)/.test(v),
  color: (v) => !SIZES.includes(v),
  shadow: (v) => /^\[(inset_)?-?(\d*\.?\d+[a-z]+|0)_-?(\d*\.?\d+[a-z]+|0)/.test(v),
};

/** The kinds an utility of a kind also replaces ("p-4" replaces "px-2"; "size-4" replaces "w-2" and "h-2"). */
const REPLACES: Record<string, string[]> = {
  overflow: ["overflow-x", "overflow-y"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  flex: ["basis", "grow", "shrink"],
  gap: ["gap-x", "gap-y"],
  p: ["px", "py", "pt", "pr", "pb", "pl"],
  px: ["pr", "pl"],
  py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mr", "mb", "ml"],
  mx: ["mr", "ml"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  "font-size": ["leading"],
  "line-clamp": ["display", "overflow"],
  rounded: ["rounded-t", "rounded-b"],
  border: ["border-x", "border-y", "border-t", "border-r", "border-b", "border-l"],
  "border-x": ["border-r", "border-l"],
  "border-y": ["border-t", "border-b"],
  "border-color": ["border-color-t", "border-color-b", "border-color-l"],
};
/** Variants whose order changes what they select: they are not sorted when comparing variant lists. */
const ORDERED_VARIANTS = ["*", "**", "after", "backdrop", "before", "file", "marker", "placeholder", "selection"];

/** Every named utility with its kind, and each prefix's tests with their kinds, in the order written. */
const exact = new Map<string, string>();
for (const [kind = "", ...utilities] of NAMED.split("\n").map((line) => line.split(" ")))
  for (const utility of utilities) exact.set(utility, kind);
const tests = new Map<string, [(value: string) => boolean, string][]>();
for (const [kind = "", prefix = kind, test = ""] of PREFIXED.split("\n").map((line) => line.split(" ")))
  tests.set(prefix, [...(tests.get(prefix) ?? []), [TESTS[test] ?? (() => true), kind]]);

/** The kind of a utility without its variants ("px-4" -> "px"), or undefined for other class names. */
function kindOf(utility: string): string | undefined {
  // An arbitrary property ("[overflow-wrap:anywhere]") is its own kind.
  const property = /^\[([a-z-]+):.+\]$/.exec(utility)?.[1];
  if (property) return `[${property}]`;
  const parts = utility.replace(/^-(?=.)/, "").split("-");
  const known = exact.get(parts.join("-"));
  if (known) return known;
  for (let n = parts.length - 1; n > 0; n--) {
    const rest = parts.slice(n).join("-");
    const kind = tests.get(parts.slice(0, n).join("-"))?.find(([test]) => test(rest))?.[1];
    if (kind) return kind;
  }
  return undefined;
}

/** "md:hover:!px-4" -> variants ["md", "hover"], important, utility "px-4" (colons inside brackets kept). */
function parse(className: string) {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < className.length; i++) {
    const c = className[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) {
      variants.push(className.slice(start, i));
      start = i + 1;
    }
  }
  let utility = className.slice(start);
  // The last slash outside brackets starts a modifier ("bg-black/50").
  let slash = -1;
  depth = 0;
  for (let i = 0; i < utility.length; i++) {
    const c = utility[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === "/" && depth === 0) slash = i;
  }
  const important = utility.startsWith("!") || utility.endsWith("!");
  if (important) utility = utility.replace(/^!|!$/g, "");
  return { variants, important, utility, slash: important && className.slice(start).startsWith("!") ? slash - 1 : slash };
}

function sortVariants(variants: string[]): string[] {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const v of variants) {
    if (v.startsWith("[") || ORDERED_VARIANTS.includes(v)) {
      sorted.push(...run.sort(), v);
      run = [];
    } else run.push(v);
  }
  return [...sorted, ...run.sort()];
}

function merge(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.trim().split(/\s+/);
  for (let i = classes.length - 1; i >= 0; i--) {
    const className = classes[i]!;
    const { variants, important, utility, slash } = parse(className);
    // "w-1/2", "bg-black/50": the kind of what comes before the slash, else of the whole.
    const kind = (slash > 0 ? kindOf(utility.slice(0, slash)) : undefined) ?? kindOf(utility);
    if (kind === undefined) {
      kept.push(className);
      continue;
    }
    const key = sortVariants(variants).join(":") + (important ? "!" : "");
    if (taken.has(key + kind)) continue;
    taken.add(key + kind);
    for (const replaced of REPLACES[kind] ?? []) taken.add(key + replaced);
    kept.push(className);
  }
  return kept.reverse().join(" ");
}

export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
