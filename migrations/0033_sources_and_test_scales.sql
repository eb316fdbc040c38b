-- test_scores is rebuilt for a real score (IELTS's half bands) and its section scores. No table
-- references it, so foreign keys need no pause (D1 does not allow turning them off in any case).
-- A GMAT total that ends in 5 was taken on the Focus Edition's 205-805 scale: it moves to its own test.
CREATE TABLE `__new_test_scores` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`test` text NOT NULL,
	`score` real NOT NULL,
	`sections` text,
	`taken_on` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_test_scores`("id", "user_id", "test", "score", "sections", "taken_on", "created_at", "updated_at") SELECT "id", "user_id", CASE WHEN "test" = 'gmat' AND "score" % 10 = 5 THEN 'gmat_focus' ELSE "test" END, "score", NULL, "taken_on", "created_at", "updated_at" FROM `test_scores`;--> statement-breakpoint
DROP TABLE `test_scores`;--> statement-breakpoint
ALTER TABLE `__new_test_scores` RENAME TO `test_scores`;--> statement-breakpoint
CREATE UNIQUE INDEX `test_scores_test_idx` ON `test_scores` (`user_id`,`test`);--> statement-breakpoint
ALTER TABLE `catalogue_schools` ADD `own_domains` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `catalogue_application_items` ADD `accepted_tests` text;