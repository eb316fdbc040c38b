CREATE TABLE `catalogue_season_facts` (
	`id` text PRIMARY KEY NOT NULL,
	`school_id` text NOT NULL,
	`topic` text NOT NULL,
	`value` text NOT NULL,
	`source_url` text NOT NULL,
	`source_owner` text NOT NULL,
	`cycle` text NOT NULL,
	`page_date` text,
	`note` text,
	`amount_minor` integer,
	`currency` text,
	`accepts_updates` text,
	`word_limit` integer,
	`refundable` integer,
	`binding` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`school_id`) REFERENCES `catalogue_schools`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `catalogue_season_facts_school_idx` ON `catalogue_season_facts` (`school_id`,`topic`);--> statement-breakpoint
CREATE TABLE `offer_comparisons` (
	`user_id` text PRIMARY KEY NOT NULL,
	`criteria` text DEFAULT '[]' NOT NULL,
	`base_currency` text,
	`rates_micro` text DEFAULT '{}' NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `offer_items` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`offer_id` text NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`currency` text NOT NULL,
	`due_on` text,
	`refundable` integer,
	`binding` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`offer_id`) REFERENCES `offers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `offer_items_offer_idx` ON `offer_items` (`user_id`,`offer_id`);--> statement-breakpoint
CREATE TABLE `offers` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`decision_step_id` text NOT NULL,
	`school` text NOT NULL,
	`currency` text NOT NULL,
	`cost_minor` integer,
	`cost_source` text,
	`cost_fact_id` text,
	`scores` text DEFAULT '{}' NOT NULL,
	`negotiation_draft` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decision_step_id`) REFERENCES `application_steps`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `offers_decision_idx` ON `offers` (`decision_step_id`);--> statement-breakpoint
CREATE INDEX `offers_user_idx` ON `offers` (`user_id`);--> statement-breakpoint
CREATE TABLE `waitlist_letters` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`decision_step_id` text NOT NULL,
	`school` text NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`sent_on` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decision_step_id`) REFERENCES `application_steps`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `waitlist_letters_decision_idx` ON `waitlist_letters` (`decision_step_id`);--> statement-breakpoint
CREATE INDEX `waitlist_letters_user_idx` ON `waitlist_letters` (`user_id`);