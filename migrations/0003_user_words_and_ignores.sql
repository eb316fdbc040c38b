CREATE TABLE `feedback_ignores` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`essay_id` text,
	`target` text NOT NULL,
	`type` text NOT NULL,
	`passage` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`essay_id`) REFERENCES `essay_submissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `feedback_ignores_passage` ON `feedback_ignores` (`user_id`,`target`,`type`,`passage`);--> statement-breakpoint
CREATE TABLE `user_words` (
	`user_id` text NOT NULL,
	`word` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`user_id`, `word`),
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
