import type { ReactNode } from "react";

/**
 * The coloured band at the top of content pages: title and a short introduction. `titleLang` marks a title in
 * another language than the page's (an English guide's title on its German address: lang="en").
 */
export function PageHeader({
  title,
  titleLang,
  intro,
  children,
}: {
  title: string;
  titleLang?: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-br from-brand-800 to-brand-700 text-white">
      <div className="container-page py-10 sm:py-14">
        <h1 lang={titleLang} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h1>
        {intro && <p className="mt-3 max-w-2xl text-base text-brand-100 sm:text-lg">{intro}</p>}
        {children}
      </div>
    </div>
  );
}
