CREATE TABLE `catalogue_ai_policies` (
	`id` text PRIMARY KEY NOT NULL,
	`school_id` text NOT NULL,
	`cycle` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`policy` text NOT NULL,
	`summary` text NOT NULL,
	`quote` text,
	`disclosure_required` integer,
	`sources` text NOT NULL,
	`note` text,
	`verified_on` text,
	`status` text DEFAULT 'published' NOT NULL,
	`replaces_id` text,
	`updated_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`school_id`) REFERENCES `catalogue_schools`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `catalogue_ai_policies_school_cycle_idx` ON `catalogue_ai_policies` (`school_id`,`cycle`,`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `catalogue_ai_policies_one_draft_idx` ON `catalogue_ai_policies` (`replaces_id`) WHERE status = 'draft';