from manim import *

class LoadingAnimation(Scene):
    def construct(self):
        loading_text = Text("Loading", color=WHITE)
        loading_text.to_corner(LEFT + DOWN)
        spinning_circle = Circle(radius=0.5, color=ORANGE)
        spinning_circle.to_corner(RIGHT + DOWN)
        self.play(FadeIn(loading_text))
        self.play(spinning_circle.animate.rotate(PI / 2), run_time=3)
        self.wait()