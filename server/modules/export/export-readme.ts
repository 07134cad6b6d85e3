/** README.txt of the export (docs/decisions/0048-data-export.md): what each file holds, in plain words. */
export function exportReadme(exportedAt: Date): string {
  return `Your data from Challenge Game
Exported ${exportedAt.toISOString()} (times in these files are UTC).

account.json    Your profile: username, names, email, bio, how you sign in, and when the account
                was made. Your password is not in it (the server keeps only a scrambled form of it).
games.json      The games you are in: name, dates, your role (creator, admin or player), your score
                and the likes your posts got there.
posts.json      Your posts: text, game, when you made them, how many likes and comments they have,
                and "photo", the path of the post's photo in this archive (or null).
photos/         The photos of your posts, named after the post (photos/<post id>.jpg), as stored.
comments.json   Your comments: text, the post and game they are on, when.
likes.json      The posts you liked: post id, game, when.
messages.json   Messages you sent and received: direction, the other person's name, the game, text,
                when, and whether it was read.
results.json    Your results in finished games: rank, score and medals.

"removedByModerators": true marks something the moderators hid. It is still yours, so it is here;
only a message you received that they hid has no text (content null), as in the app.
"redacted": true marks a post you removed the text of yourself.

Each .json file is UTF-8 JSON: an object (account.json) or a list, one entry a line.
`;
}
