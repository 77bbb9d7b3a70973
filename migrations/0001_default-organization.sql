-- The first run has one organization, id 1, that the first manager and their team belong to.
INSERT INTO "organizations" ("name") VALUES ('My Organization');
