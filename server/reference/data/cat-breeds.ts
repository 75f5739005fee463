// Cat breeds recognised by the CFA and TICA, plus the common domestic coats; 'Mixed breed' is added
// in breeds.ts.
export const CAT_BREEDS = [
  'Abyssinian', 'American Bobtail', 'American Curl', 'American Shorthair', 'American Wirehair',
  'Balinese', 'Bengal', 'Birman', 'Bombay', 'British Longhair', 'British Shorthair', 'Burmese',
  'Burmilla', 'Chartreux', 'Chausie', 'Colorpoint Shorthair', 'Cornish Rex', 'Cymric', 'Devon Rex',
  'Domestic Longhair', 'Domestic Mediumhair', 'Domestic Shorthair', 'Egyptian Mau', 'European Burmese',
  'Exotic Shorthair', 'Havana Brown', 'Himalayan', 'Japanese Bobtail', 'Khao Manee', 'Korat', 'LaPerm',
  'Lykoi', 'Maine Coon', 'Manx', 'Munchkin', 'Nebelung', 'Norwegian Forest Cat', 'Ocicat', 'Oriental Longhair',
  'Oriental Shorthair', 'Persian', 'Peterbald', 'Pixiebob', 'Ragamuffin', 'Ragdoll', 'Russian Blue',
  'Savannah', 'Scottish Fold', 'Selkirk Rex', 'Siamese', 'Siberian', 'Singapura', 'Snowshoe', 'Somali',
  'Sphynx', 'Tonkinese', 'Toyger', 'Turkish Angora', 'Turkish Van',
] as const;
