"""The board's model, below the drawing and the scenes: where things are (layout), what the banner asks
(prompt), a production being put together (production draft). Pure values and rules: no scene, no drawing."""
