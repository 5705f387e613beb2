from manim import *


class ShapesInside(Scene):
    """Shapes inside shapes: on the left a small red square inside a large blue circle with the exact centre marked by a yellow dot; on the right a circle inscribed in a square, touching all four sides, with a caption written below the square."""

    def construct(self):
        big = Circle(radius=2, color=BLUE).shift(LEFT * 3.5)
        small = Square(side_length=1, color=RED).move_to(big.get_center())
        centre = Dot(big.get_center(), color=YELLOW)
        frame = Square(side_length=3, color=WHITE).shift(RIGHT * 3.5)
        # radius = half the side, so the circle touches all four sides
        inscribed = Circle(radius=frame.side_length / 2, color=GREEN).move_to(frame)
        caption = Text("inscribed circle", font_size=30).next_to(frame, DOWN)
        self.play(Create(big))
        self.play(Create(small), FadeIn(centre))
        self.play(Create(frame))
        self.play(Create(inscribed))
        self.play(Write(caption))
        self.wait()
