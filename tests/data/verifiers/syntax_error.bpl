procedure p( { }
