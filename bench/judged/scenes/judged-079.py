from manim import *

class FiveDotsAndBrace(Scene):
    def construct(self):
        # Create five dots
        dots = VGroup(*[Dot(radius=0.1, color=RED) for _ in range(5)])
        dots.arrange(DOWN, buff=0.2)
        dots.to_edge(RIGHT)  # Move the dots to the right side of the screen

        # Create a brace to the left of the dots
        brace = Brace(dots, direction=LEFT)
        
        # Play the brace creation
        self.play(Create(brace))
        
        # Play the dots creation
        self.play(Create(dots))
        
        # Play the text "5 items"
        self.play(Write(Text("5 items", color=WHITE, font_size=30)))
        
        # Wait for the animation to finish
        self.wait()