CREATE TABLE `application_items` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`school` text NOT NULL,
	`kind` text NOT NULL,
	`label` text,
	`status` text DEFAULT 'to_do' NOT NULL,
	`done_on` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `application_items_user_idx` ON `application_items` (`user_id`,`school`);--> statement-breakpoint
CREATE UNIQUE INDEX `application_items_kind_idx` ON `application_items` (`user_id`,`school`,`kind`) WHERE kind <> 'custom';--> statement-breakpoint
CREATE TABLE `catalogue_application_items` (
	`id` text PRIMARY KEY NOT NULL,
	`school_id` text NOT NULL,
	`kind` text NOT NULL,
	`asks` integer,
	`detail` text,
	`source` text,
	`cycle` text,
	`note` text,
	`checked_on` text,
	`updated_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`school_id`) REFERENCES `catalogue_schools`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `catalogue_application_items_kind_idx` ON `catalogue_application_items` (`school_id`,`kind`);--> statement-breakpoint
CREATE TABLE `test_scores` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`test` text NOT NULL,
	`score` integer NOT NULL,
	`taken_on` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `test_scores_test_idx` ON `test_scores` (`user_id`,`test`);