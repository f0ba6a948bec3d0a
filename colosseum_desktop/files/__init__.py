"""The program's own files, read and written so that nothing in them can crash, hang or freeze the program, and
nothing in them is lost: reads bounded and never blocking, writes atomic, a damaged file kept aside, never
overwritten. The saves (saves/) are written with these, and so are the settings, the last set-up and the records."""
