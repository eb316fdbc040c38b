CREATE TABLE `matriculation_items` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`matriculation_id` text NOT NULL,
	`kind` text NOT NULL,
	`label` text,
	`status` text DEFAULT 'to_do' NOT NULL,
	`done_on` text,
	`due_on` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`matriculation_id`) REFERENCES `matriculations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `matriculation_items_user_idx` ON `matriculation_items` (`user_id`,`matriculation_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `matriculation_items_kind_idx` ON `matriculation_items` (`matriculation_id`,`kind`) WHERE kind <> 'custom';--> statement-breakpoint
CREATE TABLE `matriculations` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`decision_step_id` text NOT NULL,
	`school` text NOT NULL,
	`chosen_on` text NOT NULL,
	`international` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decision_step_id`) REFERENCES `application_steps`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `matriculations_decision_idx` ON `matriculations` (`decision_step_id`);--> statement-breakpoint
CREATE INDEX `matriculations_user_idx` ON `matriculations` (`user_id`);