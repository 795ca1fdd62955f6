"""Known-bug variants: small faithful copies of real lifetime bugs, for checking
that kvtwin's generic campaigns catch each class. Never use them in production."""
