from manim import *

class StarNetwork(Scene):
    def construct(self):
        # Create the centre node
        centre_node = Circle(color=BLUE)
        self.play(Create(centre_node))
        
        # Create the grey outer nodes
        outer_nodes = []
        for i in range(5):
            node = Circle(color=GREY)
            outer_nodes.append(node)
            self.play(Create(node))
        
        # Move the outer nodes one by one
        for node in outer_nodes:
            self.play(node.animate.shift(RIGHT * 1))
            self.wait()
        
        # Create the star
        star = Star()
        self.play(Create(star))
        
        # Move the star to the centre
        self.play(star.animate.move_to(centre_node.get_center()))