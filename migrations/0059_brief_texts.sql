CREATE TABLE `recommender_brief_texts` (
	`recommender_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`origin` text,
	`prompt_version` integer,
	`dropped_passages` integer DEFAULT 0 NOT NULL,
	`edited_at` integer,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`recommender_id`) REFERENCES `recommenders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recommender_brief_texts_user_idx` ON `recommender_brief_texts` (`user_id`);