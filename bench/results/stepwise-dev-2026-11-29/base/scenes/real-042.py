from manim import *


class TreeWithGrandchildren(Scene):
    def construct(self):
        # Create the root node
        root = Circle(radius=0.5, color=BLUE)
        self.play(Create(root))

        # Create the first child node
        child1 = Circle(radius=0.5, color=BLUE)
        self.play(Create(child1))
        self.play(child1.animate.move_to(root.get_right() + RIGHT * 1.5))

        # Create the second child node
        child2 = Circle(radius=0.5, color=BLUE)
        self.play(Create(child2))
        self.play(child2.animate.move_to(root.get_right() + RIGHT * 2.5))

        # Create the line connecting the root to the first child
        line1 = Line(root.get_right(), child1.get_left())
        self.play(Create(line1))

        # Create the line connecting the root to the second child
        line2 = Line(root.get_right(), child2.get_left())
        self.play(Create(line2))

        # Create the first grandchild node
        grandchild1 = Circle(radius=0.5, color=BLUE)
        self.play(Create(grandchild1))
        self.play(grandchild1.animate.move_to(child1.get_right() + RIGHT * 1.5))

        # Create the second grandchild node
        grandchild2 = Circle(radius=0.5, color=BLUE)
        self.play(Create(grandchild2))
        self.play(grandchild2.animate.move_to(child1.get_right() + RIGHT * 2.5))

        # Create the line connecting the first grandchild to the first child
        line3 = Line(child1.get_right(), grandchild1.get_left())
        self.play(Create(line3))

        # Create the line connecting the second grandchild to the first child
        line4 = Line(child1.get_right(), grandchild2.get_left())
        self.play(Create(line4))