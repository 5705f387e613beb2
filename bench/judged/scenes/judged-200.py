from manim import *

class ResultsScene(Scene):
    def construct(self):
        title = Text("Results", font_size=56).to_edge(UP)
        line = Line(LEFT, RIGHT, color=GREY_B, stroke_width=5)  # Changed color to GREY_B
        bullet_points = VGroup(
            *[
                Text(f"- {t}", font_size=32)
                for t in ["Data", "Analysis", "Visualization"]
            ]
        )
        bullet_points.arrange(DOWN, aligned_edge=LEFT, buff=0.4).next_to(line, DOWN, buff=0.8)
        self.play(Write(title), Create(line))
        for p in bullet_points:
            self.play(FadeIn(p, shift=RIGHT * 0.3))
        self.wait()