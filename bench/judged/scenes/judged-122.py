from manim import *


class MondayFridayArrow(Scene):
    def construct(self):
        # Create the text objects
        monday = Text("Monday", font_size=36).to_corner(UL)
        friday = Text("Friday", font_size=36).to_corner(UR)
        
        # Draw the grey arrow from Monday to Friday
        arrow = Arrow(monday.get_bottom(), friday.get_top(), color=GREY)
        
        # Add the text and arrow to the scene
        self.play(Create(monday), Create(friday))
        self.play(GrowArrow(arrow))
        self.wait()