"""Game-independent machinery: the game protocol, actions, chance, bots and simulation."""
