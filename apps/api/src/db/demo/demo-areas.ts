// Demo areas and meeting spots (decision 056): real neighbourhoods of the cities the demo's
// listings are in, and public places in a few of them. Only demo databases get them; a real site's
// admins keep their own lists.

/** Cities and their areas; a demo listing's location "City, Area" names one of them. */
export const DEMO_AREAS: Record<string, string[]> = {
  Dhaka: [
    'Badda',
    'Banani',
    'Baridhara',
    'Bashundhara',
    'Dhanmondi',
    'Gulshan',
    'Khilgaon',
    'Lalmatia',
    'Mirpur',
    'Mohakhali',
    'Mohammadpur',
    'Motijheel',
    'Old Dhaka',
    'Rampura',
    'Shyamoli',
    'Tejgaon',
    'Uttara',
  ],
  Chattogram: ['Agrabad', 'GEC Circle', 'Khulshi', 'Nasirabad'],
  Sylhet: ['Amberkhana', 'Zindabazar'],
  Khulna: ['Sonadanga'],
  Rajshahi: ['Shaheb Bazar'],
};

export interface DemoSpot {
  name: string;
  /** "City, Area", as DEMO_AREAS lists it. */
  area: string;
  address: string;
  openingHours: string;
  note: string;
}

export const DEMO_SPOTS: DemoSpot[] = [
  {
    name: 'Dhanmondi Police Station',
    area: 'Dhaka, Dhanmondi',
    address: 'Satmasjid Road, Dhanmondi, Dhaka',
    openingHours: 'Open 24 hours',
    note: 'Police station lobby: ask at the front desk',
  },
  {
    name: 'Rabindra Sarobar',
    area: 'Dhaka, Dhanmondi',
    address: 'Dhanmondi Lake, Road 8A, Dhaka',
    openingHours: 'Daily 6:00–22:00',
    note: 'Open-air amphitheatre by the lake, busy in the evening',
  },
  {
    name: 'Gulshan Police Station',
    area: 'Dhaka, Gulshan',
    address: 'Gulshan Avenue, Gulshan 1, Dhaka',
    openingHours: 'Open 24 hours',
    note: 'Police station lobby',
  },
  {
    name: 'Shah Ali Plaza',
    area: 'Dhaka, Mirpur',
    address: 'Mirpur 10 Circle, Mirpur, Dhaka',
    openingHours: 'Daily 10:00–21:00',
    note: 'Ground-floor help desk, security guards on duty',
  },
  {
    name: 'Jamuna Future Park',
    area: 'Dhaka, Baridhara',
    address: 'Kuril, Pragati Sarani, Dhaka',
    openingHours: 'Daily 10:00–21:00, closed Wednesday',
    note: 'Main entrance information desk, CCTV throughout',
  },
  {
    name: 'Bashundhara City',
    area: 'Dhaka, Tejgaon',
    address: 'Panthapath, Dhaka',
    openingHours: 'Daily 10:00–20:00, closed Tuesday',
    note: 'Ground-floor atrium by the information desk',
  },
];
