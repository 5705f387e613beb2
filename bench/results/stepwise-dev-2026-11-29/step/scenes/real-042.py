# Description: Edit: add two grandchildren under the middle child.
from manim import *

class TreeWithThreeChildren(Scene):
    def construct(self):
        root = Circle(radius=0.5, color=BLUE)
        child1 = Circle(radius=0.5, color=RED)
        child2 = Circle(radius=0.5, color=GREEN)
        child3 = Circle(radius=0.5, color=ORANGE)
        child4 = Circle(radius=0.5, color=BLUE)
        child5 = Circle(radius=0.5, color=RED)
        root.move_to(ORIGIN)
        child1.move_to(UP)
        child2.move_to(LEFT)
        child3.move_to(RIGHT)
        child4.move_to(UP)
        child5.move_to(LEFT)
        edges = VGroup(
            Line(root.get_top(), child1.get_top()),
            Line(root.get_top(), child2.get_top()),
            Line(root.get_top(), child3.get_top())
        )
        self.play(Create(root), Create(child1), Create(child2), Create(child3))
        self.play(Create(edges))
        self.wait()