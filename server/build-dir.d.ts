/** Where the production build lives (BUILD_DIR, default "build"); see build-dir.js. */
export declare const buildDir: string;
