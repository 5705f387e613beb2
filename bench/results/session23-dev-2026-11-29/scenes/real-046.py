from manim import *


class StarNetwork(Scene):
    def construct(self):
        # Create the centre node (blue)
        centre = Circle(radius=0.5, color=BLUE)
        self.play(Create(centre))
        
        # Create the grey outer nodes
        grey_nodes = [Dot(radius=0.1, color=GREY) for _ in range(5)]
        self.play(Create(grey_nodes[0]), run_time=0.5)
        self.play(grey_nodes[1].animate.shift(RIGHT * 0.5))
        self.play(grey_nodes[2].animate.shift(RIGHT * 1))
        self.play(grey_nodes[3].animate.shift(RIGHT * 1.5))
        self.play(grey_nodes[4].animate.shift(RIGHT * 2))
        
        # Make the outer nodes appear one by one
        for node in grey_nodes:
            self.play(node.animate.scale(2), run_time=0.5)

        self.wait()