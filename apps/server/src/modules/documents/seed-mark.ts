/** meta key marking a seeded document, so the seed adds it once and never again after operators edit it; visitors never see it. */
export const SEED_META_KEY = 'seed';
