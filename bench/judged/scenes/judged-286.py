from manim import *


class MapScene(Scene):
    def construct(self):
        yellow_star = Star(color=YELLOW, fill_opacity=1).to_corner(UL)
        green_triangle = Triangle(color=GREEN, fill_opacity=1).to_corner(UR)
        green_triangle.to_corner(DR)
        map_text = Text("Map", font_size=96, color=WHITE).move_to(ORIGIN)
        self.play(FadeIn(yellow_star))
        self.play(FadeIn(green_triangle))
        self.play(FadeIn(map_text))
        self.wait()
