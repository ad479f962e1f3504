"""Full-information solver for Scorpion (no Qt); see issue 6."""
