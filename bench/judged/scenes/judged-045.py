from manim import *

class NetworkAnimation(Scene):
    def construct(self):
        # Create the initial network of five nodes
        nodes = VGroup(
            Circle(radius=0.5, color=BLUE).move_to(ORIGIN),
            Circle(radius=0.5, color=BLUE).move_to(LEFT * 2),
            Circle(radius=0.5, color=BLUE).move_to(LEFT * 4),
            Circle(radius=0.5, color=BLUE).move_to(LEFT * 6),
            Circle(radius=0.5, color=BLUE).move_to(LEFT * 8)
        )
        self.play(Create(nodes))

        # Add the sixth node in the centre
        centre_node = Circle(radius=0.5, color=BLUE)
        self.play(Create(centre_node))

        # Connect the sixth node to all other nodes one edge at a time
        for node in nodes:
            self.play(centre_node.animate.move_to(node.get_center()).scale(0.5), run_time=1)