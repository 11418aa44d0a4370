// Pure session rules shared by web and API.
export {};
