/**
 * The words of the seeded community: people, games and what they say. Plain data; the generator
 * combines it with a seeded PRNG so that a few hundred lines read like thousands of people.
 */

export interface Person {
  firstName: string;
  lastName: string;
  username: string;
  bio: string;
}

/** The first people of every community, in this order: the demo signs in as the first one. */
export const DEMO_PEOPLE: readonly Person[] = [
  { firstName: 'Maya', lastName: 'Lopez', username: 'maya', bio: 'Product designer. Trying one new uncomfortable thing every week, and writing it down.' },
  { firstName: 'Sam', lastName: 'Okafor', username: 'sam', bio: 'Cold water swimmer in training. Terrible at small talk, getting better.' },
  { firstName: 'Lena', lastName: 'Fischer', username: 'lena', bio: 'Nurse on night shifts. Collecting sunrises and brave moments.' },
  { firstName: 'Jonas', lastName: 'Berg', username: 'jonas', bio: 'Software developer learning to put the laptop down. Climbing, badly.' },
  { firstName: 'Priya', lastName: 'Raman', username: 'priya', bio: 'Teacher. Said yes to stand-up comedy open mic. Regrets nothing (yet).' },
  { firstName: 'Tomás', lastName: 'Silva', username: 'tomas', bio: 'Cook, cyclist, occasional public speaker against my will.' },
  { firstName: 'Aiko', lastName: 'Tanaka', username: 'aiko', bio: 'Learning Portuguese by talking to strangers at the market.' },
  { firstName: 'Noah', lastName: 'Williams', username: 'noah', bio: 'Dad of two. Running my first 10k this spring.' },
  { firstName: 'Fatima', lastName: 'Haddad', username: 'fatima', bio: 'Architect. Sketching in public without hiding the page.' },
  { firstName: 'Elias', lastName: 'Novak', username: 'elias', bio: 'Shy bassist. This year I play the open stage.' },
  { firstName: 'Grace', lastName: 'Mensah', username: 'grace', bio: 'Accountant by day, improv beginner by night.' },
  { firstName: 'Leo', lastName: 'Moreau', username: 'leo', bio: 'Student. Phone-free evenings, mostly.' },
];

export const FIRST_NAMES = [
  'Ada', 'Ali', 'Amara', 'Anna', 'Ben', 'Carla', 'Chen', 'Clara', 'Dario', 'David', 'Dina', 'Emil', 'Emma',
  'Ezra', 'Farah', 'Felix', 'Hana', 'Hugo', 'Ines', 'Iris', 'Ivan', 'Jade', 'Jamal', 'Jon', 'Julia', 'Kai',
  'Kenji', 'Lara', 'Liam', 'Lina', 'Luca', 'Mara', 'Mateo', 'Mia', 'Milan', 'Nadia', 'Nina', 'Omar', 'Oskar',
  'Paula', 'Rafael', 'Rosa', 'Ruben', 'Sara', 'Selin', 'Sofia', 'Tariq', 'Tess', 'Theo', 'Uma', 'Vera',
  'Victor', 'Wen', 'Yara', 'Yusuf', 'Zoe',
] as const;

export const LAST_NAMES = [
  'Adams', 'Ahmed', 'Alvarez', 'Andersen', 'Bauer', 'Bianchi', 'Brown', 'Castro', 'Chen', 'Costa', 'Dubois',
  'Eriksson', 'Garcia', 'Gomez', 'Hansen', 'Hoffmann', 'Ivanova', 'Jansen', 'Kim', 'Kowalski', 'Kumar',
  'Larsen', 'Lee', 'Martin', 'Meyer', 'Mori', 'Nguyen', 'Nilsson', 'Ortiz', 'Park', 'Patel', 'Petrov', 'Quinn',
  'Reyes', 'Rossi', 'Santos', 'Schmidt', 'Singh', 'Smith', 'Sato', 'Torres', 'Vargas', 'Weber', 'Wong',
  'Yilmaz', 'Young', 'Zhang',
] as const;

export const BIOS = [
  'Here to do the things that scare me a little.',
  'Morning person in progress.',
  'Runner, reader, reluctant public speaker.',
  'Trying to say yes more often.',
  'Learning to be a beginner again.',
  'Small steps, every day.',
  'Cold showers and warm people.',
  'Collecting awkward moments that turned out fine.',
  'Introvert on an adventure.',
  'One brave thing a day keeps the routine away.',
  '',
] as const;

export interface GameTheme {
  name: string;
  description: string;
}

export const GAME_THEMES: readonly GameTheme[] = [
  { name: '30 Days of Cold Showers', description: 'End every shower with 30 seconds of cold water. Post how it went.' },
  { name: 'Talk to a Stranger', description: 'Start one conversation a day with someone you do not know.' },
  { name: 'Open Mic Season', description: 'Perform something, anything, in front of an audience.' },
  { name: 'Phone-Free Evenings', description: 'No screens after 8 pm. Share what you did instead.' },
  { name: 'Sunrise Club', description: 'Be outside for the sunrise. Photos encouraged.' },
  { name: 'Learn in Public', description: 'Share something you are bad at while you learn it.' },
  { name: 'Say Yes Week', description: 'Accept invitations you would normally decline.' },
  { name: 'Solo Adventures', description: 'Eat, travel or go to the cinema alone, and enjoy it.' },
  { name: 'Ask for Feedback', description: 'Ask someone for honest feedback on your work every day.' },
  { name: 'New Food Friday', description: 'Cook or order a dish you have never tried.' },
  { name: 'Sketch Outside', description: 'Draw in a public place for at least 15 minutes.' },
  { name: 'Run Your First 5k', description: 'Couch to 5k together. Every run counts.' },
  { name: 'Speak Up in Meetings', description: 'Say the thing you would usually keep to yourself.' },
  { name: 'Digital Declutter', description: 'Delete, unsubscribe, unfollow. One thing a day.' },
  { name: 'Dance Like Nobody Is Watching', description: 'Join a dance class or dance somewhere unexpected.' },
  { name: 'Language Exchange', description: 'Speak the language you are learning with a native speaker.' },
  { name: 'Wild Swimming', description: 'Lakes, rivers and the sea. Safety first, then bravery.' },
  { name: 'Compliment Challenge', description: 'Give a sincere compliment to someone new every day.' },
  { name: 'No Complaints Month', description: 'Catch yourself complaining and turn it around.' },
  { name: 'Volunteer Hours', description: 'Give an hour to a cause near you and tell us about it.' },
];

export const SEASONS = ['Spring', 'Summer', 'Autumn', 'Winter', 'January', 'March', 'June', 'October'] as const;

/**
 * A post's optional first words: a whole sentence ('Did it!'), or a lead-in ('Almost skipped it,
 * but') that the post's clause goes on from in lower case (postSentence).
 */
export const POST_OPENINGS = [
  'Did it!',
  'Day done.',
  'Not gonna lie, this was hard.',
  'Small win:',
  'Harder than I expected:',
  'Okay, that was actually fun.',
  'Almost skipped it, but',
  'Proud of this one.',
  'Second try and it worked:',
  'Nervous the whole time, but',
] as const;

/**
 * How the post's clause starts, as at the start of a sentence; an action follows. No time of day:
 * 'Tonight I watched the sunrise' or 'At lunch I swam in the lake before work' would not read right.
 */
export const POST_CONNECTORS = ['Today I', 'Earlier I', 'Finally', 'Just', 'Yesterday I', 'This week I'] as const;

export const POST_ACTIONS = [
  'took a two-minute cold shower',
  'asked a stranger for a book recommendation',
  'played two songs at the open mic',
  'left my phone at home all evening',
  'watched the sunrise from the hill behind the station',
  'ordered in Portuguese without switching to English',
  'went to the cinema alone',
  'asked my manager for honest feedback',
  'cooked a dish I could not pronounce',
  'sketched people at the train station for twenty minutes',
  'ran 5 km without stopping',
  'spoke first in the team meeting',
  'deleted 40 apps and 3 social accounts',
  'joined a salsa class full of strangers',
  'swam in the lake before work',
  'complimented the bus driver',
  'volunteered at the food bank',
  'called my grandmother instead of texting',
  'introduced myself to the neighbours',
  'posted my first drawing online',
] as const;

/** A whole sentence after the post's clause, or nothing. */
export const POST_CLOSINGS = [
  '',
  'Tomorrow again.',
  'Who is joining me next time?',
  'My hands are still shaking.',
  'Highly recommend.',
  'The hardest part was starting.',
  'Felt amazing afterwards.',
  'Thanks for the push, everyone!',
] as const;

/**
 * A post in whole sentences: '[opening] connector action. [closing]'. After a lead-in (an opening
 * that does not end a sentence) the clause goes on in lower case: 'Almost skipped it, but this
 * morning I swam in the lake before work.', never '…, but This morning I…'.
 */
export function postSentence(opening: string | null, connector: string, action: string, closing: string): string {
  const leadsIn = opening !== null && !/[.!?]$/.test(opening);
  const clause = `${leadsIn ? connector.charAt(0).toLowerCase() + connector.slice(1) : connector} ${action}.`;
  return [opening, clause, closing].filter(Boolean).join(' ');
}

export const COMMENTS = [
  'Amazing, well done!',
  'This is so inspiring.',
  'You make it look easy!',
  'I need to try this.',
  'Huge respect.',
  'Same here, the hardest part is the first minute.',
  'Love this!',
  'Go go go!',
  'How did it feel afterwards?',
  'That is brave. Proud of you.',
  'Adding this to my list.',
  'Ha, I did the same yesterday!',
] as const;

export const MESSAGES = [
  'Hey! Want to do the sunrise one together tomorrow?',
  'Your post made my day, thank you.',
  'How do you stay motivated on rainy days?',
  'See you at the open mic on Friday?',
  'I am stuck at day 4, any tips?',
  'Thanks for the encouragement!',
] as const;
