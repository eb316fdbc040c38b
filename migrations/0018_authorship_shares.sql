CREATE TABLE `authorship_shares` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`essay_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`essay_id`) REFERENCES `essay_submissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `authorship_shares_token_hash_unique` ON `authorship_shares` (`token_hash`);--> statement-breakpoint
CREATE INDEX `authorship_shares_user_essay_idx` ON `authorship_shares` (`user_id`,`essay_id`);