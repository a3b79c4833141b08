// What the /about page composes.
export { AboutCallToAction, Paragraphs, Values, WhatWeDo } from "./about-sections.tsx";
