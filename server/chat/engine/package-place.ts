// A package named by its place among the three, in Vietnamese ("gói nhỏ nhất" the smallest, "gói ở giữa" the middle
// one, "gói lớn nhất" the biggest): the package of that place, so "so sánh gói nhỏ nhất với gói ở giữa" (compare the
// smallest with the middle one) compares Foundation and Growth as their names would. Rules run on folded text.

const PLACES: [RegExp, string][] = [
  [/\bgoi (?:nho nhat|co ban nhat|thap nhat|re nhat)\b/g, "goi foundation"],
  [/\bgoi (?:o )?(?:chinh )?(?:giua|tam trung|trung binh|hang trung)\b/g, "goi growth"],
  [/\bgoi (?:lon nhat|to nhat|cao nhat)\b/g, "goi enterprise"],
];

/** `folded` with each package named by its place written as that package's name. */
export const packagesByPlace = (folded: string): string => PLACES.reduce((text, [place, name]) => text.replace(place, name), folded);
