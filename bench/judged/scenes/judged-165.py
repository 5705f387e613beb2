from manim import *


class WaterLandFill(Scene):
    def construct(self):
        # create a blue rectangle
        blue_rect = Rectangle(width=config.frame_width / 2, height=config.frame_height, color=BLUE)
        # create a white text for "Water"
        water_text = Text("Water", font_size=44, color=WHITE)
        # create a white text for "Land"
        land_text = Text("Land", font_size=44, color=WHITE)
        # move the white text to the right half of the screen
        land_text.move_to(RIGHT * config.frame_width / 2)
        # add the blue rectangle and the two white texts to the scene
        self.play(Create(blue_rect))
        self.play(Write(water_text))
        self.play(Write(land_text))
        self.wait()