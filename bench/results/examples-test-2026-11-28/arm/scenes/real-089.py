from manim import *

class DropApples(Scene):
    def construct(self):
        apples = VGroup(*[Circle(radius=0.5, color=RED, fill_opacity=0.7) for _ in range(7)])
        apples.arrange(RIGHT, buff=0.4)
        counter = Text("0", font_size=72)
        counter.move_to(RIGHT * 4.5, UP + 0.5)
        counter_text = Text("Apples left:", font_size=72)
        counter_text.move_to(RIGHT * 4.5, UP - 0.5)
        self.play(FadeIn(apples), FadeIn(counter), FadeIn(counter_text))
        for i in range(7):
            self.wait(0.5)
            self.play(counter.animate.set_text(str(i + 1)), apples.animate.shift(RIGHT))
            self.wait()