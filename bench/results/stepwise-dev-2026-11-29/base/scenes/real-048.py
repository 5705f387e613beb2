from manim import *

class TriangleWithNumbersAndFlash(Scene):
    def construct(self):
        # Define the centers of the circles
        centers = [UP * 1.5, DOWN * 1.5, LEFT * 1.5]
        # Define the colors of the circles
        colors = [RED, GREEN, BLUE]
        # Create the circles
        circles = VGroup(
            *[
                Circle(radius=1, color=c, fill_opacity=0.5).move_to(p)
                for p, c in zip(centers, colors)
            ]
        )
        # Create the numbers inside the circles
        numbers = VGroup(
            Text("1", font_size=32).next_to(circles[0], UP, buff=0.1).move_to(circles[0]),
            Text("2", font_size=32).next_to(circles[1], LEFT, buff=0.1).move_to(circles[1]),
            Text("3", font_size=32).next_to(circles[2], RIGHT, buff=0.1).move_to(circles[2]),
        )
        # Create the lines connecting the circles
        lines = VGroup(
            Line(circles[0], circles[1]),
            Line(circles[1], circles[2]),
            Line(circles[2], circles[0]),
        )
        # Add the circles, numbers, and lines to the scene
        self.play(Create(circles))
        self.play(Write(numbers))
        self.play(Create(lines))
        # Make circle 2 flash
        self.play(circles[1].animate.set_color(YELLOW), run_time=1)
        self.wait()