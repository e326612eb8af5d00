/** "Dhanmondi, Dhaka": an area as pages name it (no zod here: the pages' first chunks use it). */
export const areaLabel = (area: { city: string; name: string }) => `${area.name}, ${area.city}`;
