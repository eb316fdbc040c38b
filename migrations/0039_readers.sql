CREATE TABLE `reader_comments` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`link_id` text NOT NULL,
	`essay_id` text NOT NULL,
	`quote` text NOT NULL,
	`start` integer NOT NULL,
	`end` integer NOT NULL,
	`before` text DEFAULT '' NOT NULL,
	`after` text DEFAULT '' NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`replacement` text,
	`status` text DEFAULT 'open' NOT NULL,
	`answer` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`link_id`) REFERENCES `reader_links`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`essay_id`) REFERENCES `essay_submissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reader_comments_user_essay_idx` ON `reader_comments` (`user_id`,`essay_id`);--> statement-breakpoint
CREATE INDEX `reader_comments_link_idx` ON `reader_comments` (`link_id`);--> statement-breakpoint
CREATE TABLE `reader_links` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`essay_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`reader_name` text NOT NULL,
	`reader_email` text,
	`role` text NOT NULL,
	`look_for` text DEFAULT '' NOT NULL,
	`due_on` text,
	`scale` text NOT NULL,
	`scale_answers` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`expires_at` integer NOT NULL,
	`first_opened_at` integer,
	`last_opened_at` integer,
	`done_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`essay_id`) REFERENCES `essay_submissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reader_links_token_hash_unique` ON `reader_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `reader_links_user_essay_idx` ON `reader_links` (`user_id`,`essay_id`);